import { grades, M } from '@edu/shared';
import { AppError } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { courseNamed } from './course-access.js';
import { courseGrades } from './gradebook.js';
import { isEnrolled } from './grades.queries.js';

// Mis notas (04 §2.2 /aula/notas): the caller's own grades in a course they are enrolled in; a course they are not in
// answers 404 as if it did not exist, and no input names another student. An evaluation that shows its grade on closing
// counts here only once closed (decision 0048).
export const getMyGrades = defineHandler(grades.getMyGrades, async (input, ctx) => {
  const userId = callerOf(ctx).id;
  const course = await courseNamed(ctx, input.scheduled_id);
  if (!(await isEnrolled(ctx.db, entityOf(ctx), course.id, userId))) throw new AppError('NOT_FOUND', M.SCHEDULED_NOT_FOUND);
  const book = await courseGrades(ctx, course, [userId], { forStudent: true });
  return { course: book.course, passing_mark: book.passing_mark, practices: book.practices, ...book.of(userId) };
});
