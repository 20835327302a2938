// Which staff area a user sees (01 §2, §6): the role order, the landing of each role, the role switcher's options.
import { ADMINS, inGroup, M, ROLE_REDIRECT_ORDER } from '@edu/shared';
import { paths } from '../config/paths';

/** The teacher's area (04 §2.3): the main role only of a person who holds no other staff role. */
export const TEACHER_ROLE = 'docente';

/** The staff areas: the three of 01 §2 ('admin b2b' shows the admin area) and the teacher's. */
export type AreaRole = (typeof ROLE_REDIRECT_ORDER)[number] | typeof TEACHER_ROLE;

const isAdmin = (role: string) => inGroup(ADMINS, role);
const areaOf = (role: string): AreaRole | null =>
  isAdmin(role) ? 'admin' : role === 'coordinador' || role === 'counter' ? role : null;

/** 01 §6: coordinador, then counter, then admin; the last one the user holds decides; a teacher only is a teacher. */
export function mainRoleOf(roles: readonly string[]): AreaRole | null {
  const held = new Set(roles.map(areaOf));
  let main: AreaRole | null = null;
  for (const role of ROLE_REDIRECT_ORDER) if (held.has(role)) main = role;
  return main ?? (roles.includes(TEACHER_ROLE) ? TEACHER_ROLE : null);
}

/** The student area (04 §2.2), served by the students' entry: a switcher choice, not a staff area. */
export const STUDENT_ROLE = 'estudiante';
export type SwitchRole = AreaRole | typeof STUDENT_ROLE;

export const isStudentIn = (roles: readonly string[]) => roles.includes(STUDENT_ROLE);

/**
 * 01 §2: the roles held in the entity; an admin is offered all three; a teacher the teacher's area (04 §2.3); a
 * student too is offered the student area.
 */
export function roleOptions(roles: readonly string[]): SwitchRole[] {
  const staff: AreaRole[] = roles.some(isAdmin)
    ? ['admin', 'counter', 'coordinador']
    : (['counter', 'coordinador'] as const).filter((role) => roles.includes(role));
  if (roles.includes(TEACHER_ROLE)) staff.push(TEACHER_ROLE);
  return isStudentIn(roles) ? [...staff, STUDENT_ROLE] : staff;
}

export const ROLE_LABELS: Record<SwitchRole, string> = {
  admin: M.ROLE_LABEL_ADMIN,
  counter: M.ROLE_LABEL_COUNTER,
  coordinador: M.ROLE_LABEL_COORDINATOR,
  docente: M.TEACHER_ROLE_NAME,
  estudiante: M.ROLE_LABEL_STUDENT,
};

/** Where a staff member lands after sign-in or a role switch (01 §2); no usable role → the entities page. */
export function landingOf(mainRole: AreaRole | null): string {
  switch (mainRole) {
    case 'coordinador':
      return paths.coordinator.courses;
    case 'counter':
      return paths.accountant.students.inscribed;
    case 'admin':
      return paths.admin.courses;
    case 'docente':
      return paths.teacher.courses;
    default:
      return paths.user.entity;
  }
}

/** The default of /dashboard (01 §2): the area root of the main role. */
export function areaRootOf(mainRole: AreaRole | null): string {
  switch (mainRole) {
    case 'coordinador':
      return paths.coordinator.root;
    case 'counter':
      return paths.accountant.root;
    case 'admin':
      return paths.admin.root;
    case 'docente':
      return paths.teacher.root;
    default:
      return paths.user.entity;
  }
}

export const isAdminRole = (mainRole: AreaRole | null) => mainRole === 'admin';
