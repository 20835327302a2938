import { courses } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { assertCourseDeletable } from './course-deletion.js';
import { deleteCourseRow, filesOfCourseTree } from './courses.queries.js';

// A programme goes with its modules, syllabus, practices, module materials and certificate, in one transaction;
// their stored files are removed once that transaction has committed (docs/decisions/0011-deleting-programmes.md).
export const deleteCourse = defineHandler(courses.deleteCourse, async (input, ctx) => {
  const { id } = await findInEntity<{ id: string }>(ctx.db, 'courses', input.course_id, entityOf(ctx), 'id');
  await assertCourseDeletable(ctx.db, id);
  const keys = await filesOfCourseTree(ctx.db, id);
  await deleteCourseRow(ctx.db, id);
  ctx.afterCommit(() => Promise.all(keys.map((key) => ctx.services.storage.delete(key))));
  ctx.audit.recordId = id;
  return { ok: true as const };
});
