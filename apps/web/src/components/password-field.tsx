import { LIMITS, M } from '@edu/shared';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { TextInput, type TextInputProps } from './text-input';

/** A password input with the show/hide toggle of 01 §2. */
export function PasswordField(props: Omit<TextInputProps, 'type' | 'endAdornment'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? M.HIDE_PASSWORD : M.SHOW_PASSWORD}
            onClick={() => setVisible((v) => !v)}
            onMouseDown={(event) => event.preventDefault()}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}

/** A new password: required, at most LIMITS.passwordMax characters (01 §3), the browser told not to fill in the old one. */
export function NewPasswordField(props: Omit<TextInputProps, 'type' | 'endAdornment' | 'required' | 'autoComplete'>) {
  return <PasswordField required autoComplete="new-password" inputProps={{ maxLength: LIMITS.passwordMax }} {...props} />;
}
