import { auth } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { toUserOutput } from '../users/user-output.js';
import { preRegisteredUsers } from '../users/users.queries.js';

export const getPreUsers = defineHandler(auth.getPreUsers, async (_input, ctx) => ({
  users: (await preRegisteredUsers(ctx.db)).map((row) => toUserOutput(row, ctx.services.storage)),
}));
