import { courses, M } from '@edu/shared';
import { AppError } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { toItemOutput } from './item-output.js';
import { itemOfEntity, updateItemTitle } from './syllabus.queries.js';
import { isUniqueViolation } from './unique.js';

// Only the title changes; an item stays in its module, whose other topics' titles it may not take (decision 0052).
export const updateItem = defineHandler(courses.updateItem, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const { id } = await findInEntity<{ id: string }>(ctx.db, 'syllabus_items', input.item, entityId, 'id');
  await updateItemTitle(ctx.db, id, input.title).catch((error) => {
    throw isUniqueViolation(error) ? new AppError('CONFLICT', M.SYLLABUS_ITEM_TAKEN, { title: M.SYLLABUS_ITEM_TAKEN }) : error;
  });
  ctx.audit.recordId = id;
  return { item: toItemOutput(await itemOfEntity(ctx.db, entityId, id)) };
});
