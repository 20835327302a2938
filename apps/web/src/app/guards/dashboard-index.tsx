import { Navigate } from 'react-router';
import { areaRootOf } from '../../lib/roles';
import { useSession } from '../../lib/session';

/** /dashboard opens the area of the main role: counter → accountant, coordinador → coordinator, admin → admin. */
export function DashboardIndex() {
  const session = useSession();
  return <Navigate to={areaRootOf(session?.mainRole ?? null)} replace />;
}
