import { auth, M } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { fieldProps } from '../../../components/form-field';
import { PasswordField } from '../../../components/password-field';

/**
 * 01 §2/§5 reset: password and its repeat, both with show/hide; a mismatch is marked on the repeat
 * field and nothing is sent; the mark clears as soon as the two match.
 */
export function ResetForm({ onSubmit }: { onSubmit: (password: string) => Promise<void> }) {
  const form = useForm({ resolver: zodResolver(auth.resetPasswordForm), defaultValues: { password: '', repeat: '' } });
  const { isSubmitting } = form.formState;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(({ password }) => onSubmit(password))}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <PasswordField
        label={M.PASSWORD_LABEL}
        autoComplete="new-password"
        autoFocus
        {...fieldProps(form, 'password', { deps: 'repeat' })}
      />
      <PasswordField label={M.REPEAT_PASSWORD_LABEL} autoComplete="new-password" {...fieldProps(form, 'repeat')} />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? M.LOADING_BUTTON : M.RESET_BUTTON}
      </Button>
    </Box>
  );
}
