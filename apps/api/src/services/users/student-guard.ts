// A counter (and, for the enrolment modal, a coordinador) manages students only (03 §2): these checks refuse them
// anything touching staff roles or staff members. Admins and the superadmin pass.
import { ADMINS, holdsAny, M } from '@edu/shared';
import { AppError } from '../../errors.js';
import { callerOf, type Ctx } from '../../rpc/context.js';

const STUDENT = 'estudiante';

/** Whether the caller may manage staff in the checked entity (admin, admin b2b, or the superadmin). */
export function managesStaff(ctx: Ctx): boolean {
  return callerOf(ctx).rol === 'superadmin' || holdsAny(ctx.entityRoles, ADMINS);
}

/** Roles that give nothing but the student role. */
export const onlyStudent = (roles: readonly string[] | undefined) => Boolean(roles?.length) && roles!.every((r) => r === STUDENT);

/** Refuses (403) a caller who manages students only, unless `ok` holds. */
export function requireStaffManagerUnless(ctx: Ctx, ok: boolean) {
  if (!ok && !managesStaff(ctx)) throw new AppError('FORBIDDEN', M.STUDENTS_ONLY);
}
