import { M, MANUAL_USER_ROLE_OPTIONS } from '@edu/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { controlledProps, fieldProps } from '../form-field';
import { NewPasswordField } from '../password-field';
import { TextInput } from '../text-input';
import type { UserForm } from './user-form';

/** E-mail, password (6-30) and, on the Users page, the role (AdminUser, Coordinador, Counter of 01 §3). */
export function AccountFields({ form, withRole }: { form: UserForm; withRole: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <TextInput label={M.EMAIL_LABEL} type="email" required autoComplete="off" {...fieldProps(form, 'email')} />
      <NewPasswordField label={M.PASSWORD_LABEL} {...fieldProps(form, 'password')} />
      {withRole && (
        <Controller
          control={form.control}
          name="rol"
          render={({ field, fieldState }) => (
            <TextField
              select
              required
              label={M.USER_ROLE_LABEL}
              {...controlledProps(field, fieldState)}
            >
              {MANUAL_USER_ROLE_OPTIONS.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
    </Box>
  );
}
