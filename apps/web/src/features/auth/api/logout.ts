import { auth } from '@edu/shared';
import { call } from '../../../lib/api';
import { navigateTo } from '../../../lib/navigation';
import { queryClient } from '../../../lib/query-client';
import { clearSession } from '../../../lib/session';
import { paths } from '../../../config/paths';

/** Revokes the token on the server, then forgets the session here even if the server could not be reached. */
export async function logout(): Promise<void> {
  try {
    await call(auth.logout, {});
  } catch {
    // the token is dropped locally either way
  }
  clearSession();
  navigateTo(paths.login);
  queryClient.clear();
}
