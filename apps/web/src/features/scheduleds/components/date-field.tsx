import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

interface DateFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  /** 'YYYY-MM-DD' bounds of the browser's date picker (the form's rules check them again) */
  min?: string;
  max?: string;
  disabled?: boolean;
  onPicked?: (value: string) => void;
}

/** A calendar date 'YYYY-MM-DD' with the browser's own picker, bounded by `min` and `max`. */
export function DateField<T extends FieldValues, O>({
  control,
  name,
  label,
  min,
  max,
  disabled,
  onPicked,
}: DateFieldProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          type="date"
          required
          label={label}
          value={field.value ?? ''}
          onChange={(event) => {
            field.onChange(event.target.value);
            onPicked?.(event.target.value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
        />
      )}
    />
  );
}
