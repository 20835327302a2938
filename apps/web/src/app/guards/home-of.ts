import { paths } from '../../config/paths';
import { landingOf } from '../../lib/roles';
import type { Session } from '../../lib/session';

/** Where a signed-in user belongs: the superadmin home, or the landing of the main role (01 §2). */
export const homeOf = (session: Session): string =>
  session.user.rol === 'superadmin' ? paths.superadmin.home : landingOf(session.mainRole);
