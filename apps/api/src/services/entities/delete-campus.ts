import { entities } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { deleteCampusRow } from './campuses.queries.js';

// The dispatcher found the campus's entity and checked the caller in it. Step 5's scheduled courses refer to campuses:
// its check goes here, before the row is removed (docs/decisions/0016-campuses.md).
export const deleteCampus = defineHandler(entities.deleteCampus, async (input, ctx) => {
  const { id } = await findInEntity<{ id: string }>(ctx.db, 'campuses', input.campus, entityOf(ctx), 'id');
  await deleteCampusRow(ctx.db, id);
  ctx.audit.recordId = id;
  return { ok: true as const };
});
