import { M, SIGNIN_PASSWORD_MAX, users } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldProps } from '../../../components/form-field';
import { NewPasswordField, PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/api';
import { useResetPassword } from '../api/reset-password';

type PasswordInput = z.input<typeof users.passwordChangeForm>;
type PasswordOutput = z.output<typeof users.passwordChangeForm>;

/** What the server says about the current password: wrong, or too many wrong ones (429); anything else is logged. */
function currentPasswordProblem(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'RATE_LIMITED') return error.message;
  return error.fields.currentPassword;
}

/**
 * 'contraseña': the current password, then a new one entered twice; both entries must match (02 §5). The current
 * password is this product's addition (docs/decisions/0027-sign-in-limits.md).
 */
export function ProfilePasswordTab({ userId }: { userId: string }) {
  const form = useForm<PasswordInput, unknown, PasswordOutput>({
    resolver: zodResolver(users.passwordChangeForm),
    defaultValues: { currentPassword: '', password: '', repeat: '' },
    mode: 'onTouched',
  });
  const reset = useResetPassword();

  const submit = form.handleSubmit(({ currentPassword, password }) =>
    reset.mutate(
      { user: userId, currentPassword, password },
      {
        onSuccess: () => form.reset(),
        onError: (error) => {
          const problem = currentPasswordProblem(error);
          if (problem) form.setError('currentPassword', { message: problem }, { shouldFocus: true });
          // any other failure is only logged (02 §8)
          else console.error(error);
        },
      },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5, maxWidth: 420 }}>
      <PasswordField
        label={M.CURRENT_PASSWORD_LABEL}
        required
        autoComplete="current-password"
        inputProps={{ maxLength: SIGNIN_PASSWORD_MAX }}
        {...fieldProps(form, 'currentPassword')}
      />
      <NewPasswordField label={M.NEW_PASSWORD_LABEL} {...fieldProps(form, 'password')} />
      <NewPasswordField label={M.REPEAT_PASSWORD_LABEL} {...fieldProps(form, 'repeat')} />
      <Box>
        <Button type="submit" variant="contained" disabled={reset.isPending}>
          {M.CHANGE_PASSWORD}
        </Button>
      </Box>
    </Box>
  );
}
