import { M } from '@edu/shared';
import { useRecoverPassword } from '../api/recover-password';
import { AuthCard } from '../components/auth-card';
import { RecoverForm } from '../components/recover-form';

export function RecoverPasswordPage() {
  const recover = useRecoverPassword();
  return (
    <AuthCard title={M.RECOVER_TITLE}>
      <RecoverForm onSubmit={(email) => recover.mutate({ email })} isSending={recover.isPending} />
    </AuthCard>
  );
}

export { RecoverPasswordPage as Component };
