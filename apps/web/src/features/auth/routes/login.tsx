import { M } from '@edu/shared';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import type { SigninValues } from '../api/signin';
import { startSession } from './start-session';

export function LoginPage() {
  const submit = async (values: SigninValues) => {
    try {
      await startSession(values);
    } catch (error) {
      // the server's text: 'Revisa tu usuario o contraseña…', a rate limit, or why it could not be reached
      toast.error(error instanceof ApiError ? error.message : M.LOGIN_FAILED);
    }
  };
  return (
    <AuthCard title={M.LOGIN_TITLE}>
      <LoginForm onSubmit={submit} />
    </AuthCard>
  );
}

export { LoginPage as Component };
