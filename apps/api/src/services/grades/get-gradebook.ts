import { grades } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { taughtCourse } from './course-access.js';
import { enrolledPage, studentSummaryOf } from './enrolled-page.js';
import { courseGrades } from './gradebook.js';

// 'Registro de notas' (04 §2.3): a page of the course's students × the programme's graded practices, each cell the
// grade that counts (entered, else the evaluation's), and each student's final grade and whether it passes.
export const getGradebook = defineHandler(grades.getGradebook, async (input, ctx) => {
  const course = await taughtCourse(ctx, input.scheduled_id);
  const { rows, pagination } = await enrolledPage(ctx, course.id, input.page, input.query);
  const book = await courseGrades(ctx, course, rows.map((r) => r.id));
  return {
    course: book.course,
    passing_mark: book.passing_mark,
    practices: book.practices,
    students: rows.map((row) => ({ student: studentSummaryOf(ctx, row), ...book.of(row.id) })),
    pagination,
  };
});
