import { paths } from '../../config/paths';
import { isStudentIn, landingOf } from '../../lib/roles';
import { heldRoles, type Session } from '../../lib/session';
import { STUDENT_AREA_HOME } from '../../lib/student-entity';

/**
 * Where a signed-in user belongs: the superadmin home, the landing of the main role (01 §2), or, for a person who is
 * only a student in the current entity, the student area (04 §2.2); else the entities page.
 */
export function homeOf(session: Session): string {
  if (session.user.rol === 'superadmin') return paths.superadmin.home;
  if (session.mainRole) return landingOf(session.mainRole);
  return isStudentIn(heldRoles(session)) ? STUDENT_AREA_HOME : landingOf(null);
}
