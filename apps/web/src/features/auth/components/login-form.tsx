import { auth, M } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { fieldProps } from '../../../components/form-field';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { paths } from '../../../config/paths';
import type { SigninValues } from '../api/signin';

/** 01 §2 login: e-mail, password with show/hide, the recovery link; the shared schema gives the messages. */
export function LoginForm({ onSubmit }: { onSubmit: (values: SigninValues) => Promise<void> }) {
  const form = useForm({ resolver: zodResolver(auth.signinInput), defaultValues: { email: '', password: '' } });
  const { isSubmitting } = form.formState;

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)} sx={{ display: 'grid', gap: 2.5 }}>
      <TextInput label={M.EMAIL_LABEL} type="email" autoComplete="username" autoFocus {...fieldProps(form, 'email')} />
      <PasswordField label={M.PASSWORD_LABEL} autoComplete="current-password" {...fieldProps(form, 'password')} />
      <Link component={RouterLink} to={paths.recoverPassword} variant="body2" sx={{ justifySelf: 'end' }}>
        {M.RECOVER_FORGOT_LINK}
      </Link>
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? M.LOADING_BUTTON : M.SIGN_IN_BUTTON}
      </Button>
    </Box>
  );
}
