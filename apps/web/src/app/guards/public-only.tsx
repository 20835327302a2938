import { Outlet } from 'react-router';
import { useSession } from '../../lib/session';
import { GoHome } from './go-home';

/** Login and recovery are for visitors: a signed-in user is sent to their home (this is also the post-login move). */
export function PublicOnly() {
  const session = useSession();
  return session ? <GoHome session={session} /> : <Outlet />;
}
