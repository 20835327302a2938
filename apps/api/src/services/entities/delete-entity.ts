import { entities } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { softDeleteEntity } from './entities.queries.js';

// Hidden and closed to its staff at once, but kept: `npm run entity:restore -- <id>` undoes it.
export const deleteEntity = defineHandler(entities.deleteEntity, async (_input, ctx) => {
  const id = entityOf(ctx);
  await softDeleteEntity(ctx.db, id);
  ctx.audit.recordId = id;
  return { ok: true as const };
});
