import { M } from '@edu/shared';
import { ApiError } from '../../../lib/call';
import { toastError } from '../../../lib/toasts';
import type { SigninValues } from '../api/signin';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

// What signing in needs beyond the page (the entities contract, the query cache) loads once the person starts
// typing (not on focus: the e-mail field has it from the start), or at the latest on submit; never with the page
// (docs/decisions/0023-public-pages-without-mui.md, docs/performance.md).
const loadStartSession = () => import('./start-session');

export function LoginPage() {
  const submit = async (values: SigninValues) => {
    try {
      const { startSession } = await loadStartSession();
      await startSession(values);
    } catch (error) {
      // the server's text: 'Revisa tu usuario o contraseña…', a rate limit, or why it could not be reached
      void toastError(error instanceof ApiError ? error.message : M.LOGIN_FAILED);
    }
  };
  return (
    <AuthCard title={M.LOGIN_TITLE}>
      <LoginForm onSubmit={submit} onStart={() => void loadStartSession().catch(() => {})} />
    </AuthCard>
  );
}
