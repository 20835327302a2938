import { entities } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { liveEntities } from './entities.queries.js';
import { toEntityOutput } from './entity-output.js';

export const getEntities = defineHandler(entities.getEntities, async (_input, ctx) => ({
  entities: (await liveEntities(ctx.db)).map((row) => toEntityOutput(row, ctx.services.storage)),
}));
