import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type ReactNode, useId } from 'react';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label'> {
  label: string;
  helperText?: ReactNode;
  /** keeps the label above the box, so that a placeholder shows before the field is focused */
  shrinkLabel?: boolean;
}

/**
 * An outlined text field, as MUI's TextField draws it, without the select machinery that TextField
 * always bundles: the public pages stay small. Takes `fieldProps(form, name)` as it is.
 */
export function TextInput({
  label,
  helperText,
  error,
  required,
  shrinkLabel,
  id,
  fullWidth = true,
  ...input
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper`;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} error={error} required={required}>
      <InputLabel htmlFor={inputId} shrink={shrinkLabel || undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={inputId}
        label={label}
        notched={shrinkLabel || undefined}
        aria-describedby={helperText ? helperId : undefined}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
