import { users } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { adminCandidates } from './users.queries.js';

export const getAdminEntity = defineHandler(users.getAdminEntity, async (_input, ctx) => ({
  users: await adminCandidates(ctx.db),
}));
