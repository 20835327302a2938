import { users } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { toUserOutput } from './user-output.js';
import { preRegisteredUsers } from './users.queries.js';

export const getPreUsers = defineHandler(users.getPreUsers, async (_input, ctx) => ({
  users: (await preRegisteredUsers(ctx.db)).map((row) => toUserOutput(row, ctx.services.storage)),
}));
