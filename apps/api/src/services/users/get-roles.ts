import { users } from '@edu/shared';
import { notFound } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { rolesOfMember } from './users.queries.js';

export const getRoles = defineHandler(users.getRoles, async (input, ctx) => {
  const roles = await rolesOfMember(ctx.db, ctx.entityId as string, input.user_id);
  // a user with no role in this entity is, for this entity, no such user
  if (!roles.length) throw notFound();
  return { roles };
});
