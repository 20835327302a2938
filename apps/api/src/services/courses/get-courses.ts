import { courses } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { toCourseOutput } from './course-output.js';
import { listCourses } from './courses.queries.js';
import { pageWindow, paginationOf } from '../../db/pagination.js';

// Programmes (alias 'programa') of the entity or of one category; with parent_course_id, that programme's modules.
// A category or programme of another entity answers 404, as everywhere.
export const getCourses = defineHandler(courses.getCourses, async (input, ctx) => {
  const entityId = entityOf(ctx);
  if (input.category_id) await findInEntity(ctx.db, 'categories', input.category_id, entityId, 'id');
  if (input.parent_course_id) await findInEntity(ctx.db, 'courses', input.parent_course_id, entityId, 'id');
  const { limit, offset } = pageWindow(input.page, input.docs);
  const { rows, total } = await listCourses(
    ctx.db,
    { entityId, parentId: input.parent_course_id, categoryId: input.category_id, search: input.query?.search ?? '' },
    limit,
    offset,
  );
  return {
    courses: rows.map((row) => toCourseOutput(row, ctx.services.storage)),
    pagination: paginationOf(input.page, input.docs, total, rows.length),
  };
});
