import { campuses, M } from '@edu/shared';
import { AppError } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { campusInUse, deleteCampusRow } from './campuses.queries.js';

// The dispatcher found the campus's entity and checked the caller in it. A campus where a scheduled course takes
// place stays (409) until that course moves or is deleted (docs/decisions/0016-campuses.md, 0017-scheduled-courses.md).
export const deleteCampus = defineHandler(campuses.deleteCampus, async (input, ctx) => {
  const { id } = await findInEntity<{ id: string }>(ctx.db, 'campuses', input.campus, entityOf(ctx), 'id');
  if (await campusInUse(ctx.db, id)) throw new AppError('CONFLICT', M.CAMPUS_IN_USE_BY_SCHEDULED);
  await deleteCampusRow(ctx.db, id);
  ctx.audit.recordId = id;
  return { ok: true as const };
});
