import { M, users } from '@edu/shared';
import { AppError, notFound } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { mainAdminOf, removeMember, rolesOfMember } from './users.queries.js';

// 'Usuario eliminado con éxito': the person leaves this entity (every role in it); their account and their
// memberships in other entities stay. Their access to this entity ends with their next call.
export const deleteUserByEntity = defineHandler(users.deleteUserByEntity, async (input, ctx) => {
  const entityId = entityOf(ctx);
  if (input.user_id === callerOf(ctx).id) throw new AppError('CONFLICT', M.USER_REMOVE_SELF);
  if (!(await rolesOfMember(ctx.db, entityId, input.user_id)).length) throw notFound();
  if ((await mainAdminOf(ctx.db, entityId)) === input.user_id) throw new AppError('CONFLICT', M.USER_REMOVE_MAIN_ADMIN);
  await removeMember(ctx.db, entityId, input.user_id);
  ctx.audit.recordId = input.user_id;
  return { ok: true as const };
});
