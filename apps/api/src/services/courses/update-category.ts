import { courses, M } from '@edu/shared';
import { AppError } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { categoryOfEntity, updateCategoryRow } from './categories.queries.js';
import { toCategoryOutput } from './category-output.js';
import { isUniqueViolation } from './unique.js';

// The built-in category may be renamed and described like any other; only its deletion is refused.
export const updateCategory = defineHandler(courses.updateCategory, async (input, ctx) => {
  const entityId = entityOf(ctx);
  await findInEntity(ctx.db, 'categories', input.category_id, entityId, 'id');
  await updateCategoryRow(ctx.db, input.category_id, { name: input.name, description: input.description }).catch((error) => {
    throw isUniqueViolation(error) ? new AppError('CONFLICT', M.CATEGORY_NAME_TAKEN, { name: M.CATEGORY_NAME_TAKEN }) : error;
  });
  ctx.audit.recordId = input.category_id;
  return { category: toCategoryOutput(await categoryOfEntity(ctx.db, entityId, input.category_id)) };
});
