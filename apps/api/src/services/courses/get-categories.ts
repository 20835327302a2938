import { courses } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { listCategories } from './categories.queries.js';
import { toCategoryOutput } from './category-output.js';

export const getCategories = defineHandler(courses.getCategories, async (input, ctx) => {
  const rows = await listCategories(ctx.db, entityOf(ctx), input.query?.search ?? '');
  return { categories: rows.map(toCategoryOutput) };
});
