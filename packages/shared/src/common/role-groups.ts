// Who may do what (spec 03 §2), each group of entity roles named once, by what it may do
// (docs/decisions/0057-each-rule-once.md). The contracts' access reads them, the server's handlers and the web app too.
import type { EntityRole } from './constants.js';

/** Manage the entity: its programmes, materials, staff, campuses, credentials, payment accounts, figures and audit. */
export const ADMINS = ['admin', 'admin b2b'] as const satisfies readonly EntityRole[];
/**
 * Run the teaching: schedule courses and modules, build evaluations and the question bank; read the programmes and
 * campuses they schedule from; every course's grade book (a docente sees only the courses naming them).
 */
export const SCHEDULERS = [...ADMINS, 'coordinador'] as const satisfies readonly EntityRole[];
/** Take students in: their orders, create, edit and remove students, enrol them in bulk, issue and send certificates. */
export const FRONT_DESK = [...ADMINS, 'counter'] as const satisfies readonly EntityRole[];
/** Every staff role: read the entity's students, scheduled courses and members, enrol students. */
export const STAFF = [...ADMINS, 'coordinador', 'counter'] as const satisfies readonly EntityRole[];
export type StaffRole = (typeof STAFF)[number];
/** Grade: the grade book and the answers waiting for points (a docente only in the courses naming them). */
export const TEACHERS = [...SCHEDULERS, 'docente'] as const satisfies readonly EntityRole[];
/** A docente's own list of the courses naming them. */
export const DOCENTES = ['docente'] as const satisfies readonly EntityRole[];
/** The students' own calls: the handler limits each to the caller's records. */
export const STUDENTS = ['estudiante'] as const satisfies readonly EntityRole[];
/** Open a material: any staff member, or a student in a module unlocked for them (the handler checks the module). */
export const STAFF_AND_STUDENTS = [...STAFF, 'estudiante'] as const satisfies readonly EntityRole[];
/** An entity's call that only the superadmin makes (who passes every entity access). */
export const SUPERADMIN_ONLY = [] as const satisfies readonly EntityRole[];

/** Whether `role` is one of the group's (roles read from the database or a session are plain strings). */
export const inGroup = (group: readonly EntityRole[], role: string) => (group as readonly string[]).includes(role);

/** Whether any of the roles held is one of the group's. */
export const holdsAny = (held: readonly string[], group: readonly EntityRole[]) =>
  held.some((role) => inGroup(group, role));
