import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import { ErrorPanel } from '../../components/error-panel';
import { PageSpinner } from '../../components/page-spinner';
import { paths } from '../../config/paths';
import { tokenIsValidQuery } from '../../features/auth/api/token-is-valid';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';

/** Private pages validate the stored token on entry (01 §2); a refused token has already ended the session in api.ts. */
export function RequireSession() {
  const session = useSession();
  const check = useQuery({ ...tokenIsValidQuery(), enabled: session !== null });

  if (!session) return <Navigate to={paths.login} replace />;
  if (check.isPending) return <PageSpinner fullScreen />;
  if (check.isError) {
    if (check.error instanceof ApiError && check.error.status === 401) return <Navigate to={paths.login} replace />;
    return <ErrorPanel code={500} onReload={() => check.refetch()} />;
  }
  return <Outlet />;
}
