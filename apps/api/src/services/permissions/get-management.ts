import { permissions, withDefaults } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';

export const getManagement = defineHandler(permissions.getManagement, async (_input, ctx) => {
  const id = entityOf(ctx);
  const row = await findInEntity<{ permissions: unknown }>(ctx.db, 'entities', id, id, 'permissions');
  return { management: withDefaults(row.permissions) };
});
