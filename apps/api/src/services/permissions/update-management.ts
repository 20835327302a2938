import { type Management, permissions } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';

export const updateManagement = defineHandler(permissions.updateManagement, async (input, ctx) => {
  const id = entityOf(ctx);
  const management: Management = {
    services: input.services,
    methods: input.methods,
    externalServices: input.externalServices,
    interactive: input.interactive,
  };
  await ctx.db.query('UPDATE entities SET permissions = $2, updated_at = now() WHERE id = $1', [id, JSON.stringify(management)]);
  ctx.audit.recordId = id;
  return { management };
});
