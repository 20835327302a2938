import { campuses } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { campusNameTaken } from './campus-name.js';
import { toCampusOutput } from './campus-output.js';
import { campusOfEntity, updateCampusRow } from './campuses.queries.js';

export const updateCampus = defineHandler(campuses.updateCampus, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const { id } = await findInEntity<{ id: string }>(ctx.db, 'campuses', input.campus, entityId, 'id');
  const { name, country, department, address } = input;
  await updateCampusRow(ctx.db, id, { name, country, department, address }).catch(campusNameTaken);
  ctx.audit.recordId = id;
  return { campus: toCampusOutput(await campusOfEntity(ctx.db, entityId, id)) };
});
