import { courses, M } from '@edu/shared';
import { AppError, notFound } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { categoryOfEntity, deleteCategoryRow } from './categories.queries.js';

// 02 §2.2, §6: the built-in category is never deleted, and a category that still holds programmes is not either
// (409, the course would lose its category); its courses must be moved or deleted first.
export const deleteCategory = defineHandler(courses.deleteCategory, async (input, ctx) => {
  const category = await categoryOfEntity(ctx.db, entityOf(ctx), input.category_id);
  if (!category) throw notFound();
  if (category.is_builtin) throw new AppError('CONFLICT', M.CATEGORY_BUILTIN_LOCKED);
  if (category.total_courses > 0) throw new AppError('CONFLICT', M.CATEGORY_HAS_COURSES);
  await deleteCategoryRow(ctx.db, category.id);
  ctx.audit.recordId = category.id;
  return { ok: true as const };
});
