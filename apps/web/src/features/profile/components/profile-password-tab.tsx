import { LIMITS, M, users } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldProps } from '../../../components/form-field';
import { PasswordField } from '../../../components/password-field';
import { useResetPassword } from '../api/reset-password';

type PasswordInput = z.input<typeof users.passwordChangeForm>;
type PasswordOutput = z.output<typeof users.passwordChangeForm>;

/** 'contraseña': a new password entered twice; both entries must match (02 §5). */
export function ProfilePasswordTab({ userId }: { userId: string }) {
  const form = useForm<PasswordInput, unknown, PasswordOutput>({
    resolver: zodResolver(users.passwordChangeForm),
    defaultValues: { password: '', repeat: '' },
    mode: 'onTouched',
  });
  const reset = useResetPassword();

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ user: userId, password });
      form.reset();
    } catch {
      // only logged (02 §8)
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5, maxWidth: 420 }}>
      <PasswordField
        label={M.NEW_PASSWORD_LABEL}
        required
        autoComplete="new-password"
        inputProps={{ maxLength: LIMITS.passwordMax }}
        {...fieldProps(form, 'password')}
      />
      <PasswordField
        label={M.REPEAT_PASSWORD_LABEL}
        required
        autoComplete="new-password"
        inputProps={{ maxLength: LIMITS.passwordMax }}
        {...fieldProps(form, 'repeat')}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={reset.isPending}>
          {M.CHANGE_PASSWORD}
        </Button>
      </Box>
    </Box>
  );
}
