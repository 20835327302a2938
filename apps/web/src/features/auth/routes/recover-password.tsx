import { M } from '@edu/shared';
import { useState } from 'react';
import { recoverPassword } from '../api/recover-password';
import { AuthCard } from '../components/auth-card';
import { RecoverForm } from '../components/recover-form';

export function RecoverPasswordPage() {
  const [isSending, setSending] = useState(false);
  const [isSent, setSent] = useState(false);
  const send = (email: string) => {
    setSending(true);
    // 01 §2: the answer is ignored (the same whether the address exists or not); a failure is only logged. The same
    // neutral line follows either way (decision 0051): it reveals nothing of the address.
    recoverPassword(email)
      .catch((error) => console.warn('recoverPassword failed', error))
      .finally(() => {
        setSending(false);
        setSent(true);
      });
  };
  return (
    <AuthCard title={M.RECOVER_TITLE}>
      <RecoverForm onSubmit={send} isSending={isSending} isSent={isSent} />
    </AuthCard>
  );
}
