import { courses } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { practiceIn } from './practice-output.js';
import { insertPractice, practicesOfCourse } from './practices.queries.js';

export const createQualifiedPractice = defineHandler(courses.createQualifiedPractice, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const course = await findInEntity<{ id: string }>(ctx.db, 'courses', input.course, entityId, 'id');
  const id = await insertPractice(ctx.db, entityId, { courseId: course.id, title: input.title, weight: input.weight });
  ctx.audit.recordId = id;
  return { qualifiedPractice: practiceIn(await practicesOfCourse(ctx.db, entityId, course.id), id) };
});
