import { entities } from '@edu/shared';
import { notFound } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { liveEntity } from './entities.queries.js';
import { toEntityOutput } from './entity-output.js';

export const getEntity = defineHandler(entities.getEntity, async (_input, ctx) => {
  const row = await liveEntity(ctx.db, entityOf(ctx));
  if (!row) throw notFound();
  return { entity: toEntityOutput(row, ctx.services.storage) };
});
