import { courses } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { toItemOutput } from './item-output.js';
import { insertItem, itemOfEntity } from './syllabus.queries.js';

// main_course is the module's programme, taken from the module itself (the one sent is not trusted). A title the module
// already has answers that topic, with no new row and no audit line: a double click saves one topic (decision 0052).
export const createItem = defineHandler(courses.createItem, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const course = await findInEntity<{ id: string; parent_course_id: string | null }>(
    ctx.db, 'courses', input.course, entityId, 'id, parent_course_id',
  );
  const { id, isNew } = await insertItem(ctx.db, entityId, { courseId: course.id, mainCourseId: course.parent_course_id, title: input.title });
  ctx.audit.recordId = id;
  ctx.audit.unchanged = !isNew;
  return { item: toItemOutput(await itemOfEntity(ctx.db, entityId, id)) };
});
