import { courses, M } from '@edu/shared';
import { AppError } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { categoryOfEntity, insertCategory } from './categories.queries.js';
import { toCategoryOutput } from './category-output.js';
import { isUniqueViolation } from './unique.js';

export const createCategory = defineHandler(courses.createCategory, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const id = await insertCategory(ctx.db, entityId, { name: input.name, description: input.description }).catch((error) => {
    throw isUniqueViolation(error) ? new AppError('CONFLICT', M.CATEGORY_NAME_TAKEN, { name: M.CATEGORY_NAME_TAKEN }) : error;
  });
  ctx.audit.recordId = id;
  return { category: toCategoryOutput(await categoryOfEntity(ctx.db, entityId, id)) };
});
