import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, Controller } from 'react-hook-form';
import { ownMessage } from './own-message';
import type { EvaluationFormOutput, EvaluationFormValues } from './evaluation-form-schema';

interface ChoiceFieldProps {
  control: Control<EvaluationFormValues, unknown, EvaluationFormOutput>;
  name: 'attempts' | 'duration_time';
  label: string;
  options: readonly { value: string; label: string }[];
}

/** A required choice of the evaluation form (attempts, duration). */
export function ChoiceField({ control, name, label, options }: ChoiceFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          required
          label={label}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={ownMessage(fieldState.error?.message)}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
