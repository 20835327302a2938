import { campuses } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { campusNameTaken } from './campus-name.js';
import { toCampusOutput } from './campus-output.js';
import { campusOfEntity, insertCampus } from './campuses.queries.js';

export const createCampus = defineHandler(campuses.createCampus, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const { name, country, department, address } = input;
  const id = await insertCampus(ctx.db, entityId, { name, country, department, address }).catch(campusNameTaken);
  ctx.audit.recordId = id;
  return { campus: toCampusOutput(await campusOfEntity(ctx.db, entityId, id)) };
});
