import { users } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityRoles } from './users.queries.js';

export const getRolesByEntity = defineHandler(users.getRolesByEntity, async (input, ctx) => ({
  roles: await entityRoles(ctx.db, input.onlyAdmin ?? false),
}));
