import type { PlatformRole } from '@edu/shared';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { GoHome } from './go-home';

/** /superadmin is for the superadmin, /dashboard for admin_entity and user (01 §2). */
export function RequirePlatformRole({ roles }: { roles: readonly PlatformRole[] }) {
  const session = useSession();
  if (!session) return <Navigate to={paths.login} replace />;
  if (!roles.includes(session.user.rol)) return <GoHome session={session} />;
  return <Outlet />;
}
