import { courses } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { deleteItemRow } from './syllabus.queries.js';

export const deleteItem = defineHandler(courses.deleteItem, async (input, ctx) => {
  const { id } = await findInEntity<{ id: string }>(ctx.db, 'syllabus_items', input.item, entityOf(ctx), 'id');
  await deleteItemRow(ctx.db, id);
  ctx.audit.recordId = id;
  return { ok: true as const };
});
