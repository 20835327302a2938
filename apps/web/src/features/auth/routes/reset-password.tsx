import { M } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { toast } from 'react-toastify';
import { PageSpinner } from '../../../components/page-spinner';
import { resetTokenQuery, useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { ResetLinkExpired, ResetSucceeded } from '../components/reset-done';
import { ResetForm } from '../components/reset-form';

/** 01 §2/§4: checking the link, then expired, or the form, then done. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const check = useQuery(resetTokenQuery(token));
  const reset = useResetPassword(token);

  const submit = async (password: string) => {
    try {
      await reset.mutateAsync(password);
    } catch {
      toast.error(M.RESET_FAILED);
    }
  };

  let body = <ResetForm onSubmit={submit} />;
  if (reset.isSuccess) body = <ResetSucceeded />;
  else if (check.isPending) body = <PageSpinner />;
  else if (check.isError) body = <ResetLinkExpired />;
  return <AuthCard title={M.RESET_TITLE}>{body}</AuthCard>;
}

export { ResetPasswordPage as Component };
