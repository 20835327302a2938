import { users } from '@edu/shared';
import { forbidden, notFound } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { toUserOutput } from './user-output.js';
import { rolesOfMember, userById } from './users.queries.js';

// Oneself, anyone for the superadmin, or a member of the entity an admin names.
export const getUser = defineHandler(users.getUser, async (input, ctx) => {
  const caller = callerOf(ctx);
  const roles = ctx.entityId ? await rolesOfMember(ctx.db, ctx.entityId, input.user_id) : [];
  if (ctx.entityId && !roles.length) throw notFound();
  if (!ctx.entityId && input.user_id !== caller.id && caller.rol !== 'superadmin') throw forbidden();
  const row = await userById(ctx.db, input.user_id);
  if (!row) throw notFound();
  return { user: toUserOutput(row, ctx.services.storage, roles) };
});
