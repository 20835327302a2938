import { M } from '@edu/shared';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PlainSpinner } from '../../../components/plain-spinner';
import { isAbortError } from '../../../lib/call';
import { toastError } from '../../../lib/toasts';
import { checkResetToken, resetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { ResetLinkExpired, ResetSucceeded } from '../components/reset-done';
import { ResetForm } from '../components/reset-form';

type Step = 'checking' | 'expired' | 'form' | 'done';

/** 01 §2/§4: checking the link, then expired, or the form, then done. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [step, setStep] = useState<Step>('checking');

  useEffect(() => {
    const abort = new AbortController();
    setStep('checking');
    checkResetToken(token, abort.signal).then(
      () => setStep('form'),
      (error) => {
        if (!isAbortError(error)) setStep('expired');
      },
    );
    return () => abort.abort();
  }, [token]);

  const submit = async (password: string) => {
    try {
      await resetPassword(token, password);
      setStep('done');
    } catch {
      void toastError(M.RESET_FAILED);
    }
  };

  const body = {
    checking: <PlainSpinner />,
    expired: <ResetLinkExpired />,
    form: <ResetForm onSubmit={submit} />,
    done: <ResetSucceeded />,
  }[step];
  return <AuthCard title={M.RESET_TITLE}>{body}</AuthCard>;
}
