import { ADMIN_ROLES, invitations, students, users } from '@edu/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
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

const prefix = (def: { service: string; name: string }) => ({ queryKey: [def.service, def.name] });

/** An enrolment added or removed: the enrolled-students tables and the students' modules. */
export const invalidateEnrolments = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries(prefix(students.getUsersByScheduled)),
    queryClient.invalidateQueries(prefix(students.getCourseModules_byUser)),
  ]);

/** A student created, assigned, invited or removed: the 'Alumnos' table, the invitations and the e-mail searches. */
export const invalidateEntityStudents = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries(prefix(users.getUsersByEntity)),
    queryClient.invalidateQueries(prefix(users.searchUserByEntity)),
    queryClient.invalidateQueries(prefix(invitations.getInvitations)),
  ]);

/** A refusal the server explains in Spanish (a 4xx); else the fallback. */
export const reasonOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : fallback;
