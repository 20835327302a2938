import { grades, M } from '@edu/shared';
import { AppError, validation } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { userSummary } from '../entities/entities.queries.js';
import { taughtCourse } from './course-access.js';
import { studentSummaryOf } from './enrolled-page.js';
import { courseGrades } from './gradebook.js';
import { isEnrolled, setEnteredGrade } from './grades.queries.js';

// A grade book cell (04 §2.3): a teacher enters a graded practice's grade for a student of the course, or clears it
// (null) so that the evaluation's grade counts again. Answers the student's row as the grade book shows it.
export const setPracticeGrade = defineHandler(grades.setPracticeGrade, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const course = await taughtCourse(ctx, input.scheduled_id);
  const practice = await findInEntity<{ id: string; course_id: string }>(ctx.db, 'qualified_practices', input.practice_id, entityId, 'id, course_id');
  if (practice.course_id !== course.course_id) {
    throw validation(M.PRACTICE_NOT_OF_PROGRAMME, { practice_id: M.PRACTICE_NOT_OF_PROGRAMME });
  }
  if (!(await isEnrolled(ctx.db, entityId, course.id, input.user_id))) throw new AppError('NOT_FOUND', M.STUDENT_NOT_ENROLLED);
  await setEnteredGrade(ctx.db, {
    entityId,
    mainId: course.id,
    practiceId: practice.id,
    userId: input.user_id,
    grade: input.grade,
    by: callerOf(ctx).id,
    at: ctx.services.clock.now(),
  });
  ctx.audit.recordId = practice.id;
  const student = await userSummary(ctx.db, input.user_id);
  const book = await courseGrades(ctx, course, [input.user_id]);
  return { message: M.GRADE_SAVED, row: { student: studentSummaryOf(ctx, student), ...book.of(input.user_id) } };
});
