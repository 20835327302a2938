import { M, users } from '@edu/shared';
import { AppError, notFound } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { removeAllEnrolments } from '../students/students.queries.js';
import { onlyStudent, requireStaffManagerUnless } from './student-guard.js';
import { mainAdminOf, removeMember, rolesOfMember } from './users.queries.js';

// 'Usuario eliminado con éxito': the person leaves this entity (every role in it); their account and their
// memberships in other entities stay. Their access to this entity ends with their next call. A student's enrolments
// and module access in this entity go with them in the same transaction (their certificates stay, marked not valid).
// A counter removes students only (403 for anyone holding another role here).
export const deleteUserByEntity = defineHandler(users.deleteUserByEntity, async (input, ctx) => {
  const entityId = entityOf(ctx);
  if (input.user_id === callerOf(ctx).id) throw new AppError('CONFLICT', M.USER_REMOVE_SELF);
  const roles = (await rolesOfMember(ctx.db, entityId, input.user_id)).map((r) => r._id);
  if (!roles.length) throw notFound();
  requireStaffManagerUnless(ctx, onlyStudent(roles));
  if ((await mainAdminOf(ctx.db, entityId)) === input.user_id) throw new AppError('CONFLICT', M.USER_REMOVE_MAIN_ADMIN);
  await removeAllEnrolments(ctx.db, entityId, input.user_id);
  await removeMember(ctx.db, entityId, input.user_id);
  ctx.audit.recordId = input.user_id;
  return { ok: true as const };
});
