import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

export interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  options: readonly Option[];
  required?: boolean;
  disabled?: boolean;
  /** shown under the field when it has no error */
  hint?: string;
  /** after the value changes (e.g. clearing a field that depends on it) */
  onPicked?: (value: string) => void;
}

/** A required single choice bound to a form field; a value not (yet) among the options shows as empty. */
export function SelectField<T extends FieldValues, O>(props: SelectFieldProps<T, O>) {
  const { control, name, label, options, required = true, disabled, hint, onPicked } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          required={required}
          label={label}
          value={options.some((option) => option.value === field.value) ? field.value : ''}
          onChange={(event) => {
            field.onChange(event.target.value);
            onPicked?.(event.target.value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
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
