import { courses } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { toItemOutput } from './item-output.js';
import { itemOfEntity, updateItemTitle } from './syllabus.queries.js';

// Only the title changes; an item stays in its module.
export const updateItem = defineHandler(courses.updateItem, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const { id } = await findInEntity<{ id: string }>(ctx.db, 'syllabus_items', input.item, entityId, 'id');
  await updateItemTitle(ctx.db, id, input.title);
  ctx.audit.recordId = id;
  return { item: toItemOutput(await itemOfEntity(ctx.db, entityId, id)) };
});
