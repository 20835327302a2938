import { ADMIN_ROLES, invitations, students, users } from '@edu/shared';
import { useSession } from '../../../lib/session';

export { useEntityId } from '../../../lib/session';

const CERTIFIERS: readonly string[] = [...ADMIN_ROLES, 'counter'];

/**
 * What the caller's roles in the entity allow beyond reading and enrolling (03 §2): the counter and the admins create
 * and delete students and issue certificates; a coordinador does not (the server answers 403 to it as well).
 */
export function useStudentPermissions() {
  const session = useSession();
  const roles = session?.entityId ? (session.rolesByEntity[session.entityId] ?? []) : [];
  const isManager = session?.user.rol === 'superadmin' || roles.some((role) => CERTIFIERS.includes(role));
  return { canCertify: isManager, canManageStudents: isManager };
}

/** An enrolment added or removed: the enrolled-students tables and the students' modules. */
export const ENROLMENT_LISTS = [students.getUsersByScheduled, students.getCourseModules_byUser];

/** A student created, assigned, invited or removed: the 'Alumnos' table, the invitations and the e-mail searches. */
export const ENTITY_STUDENT_LISTS = [users.getUsersByEntity, users.searchUserByEntity, invitations.getInvitations];
