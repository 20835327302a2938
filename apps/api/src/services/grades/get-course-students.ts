import { grades } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { courseOutput, taughtCourse, todayOfCtx } from './course-access.js';
import { enrolledPage, studentSummaryOf } from './enrolled-page.js';

// A teacher's course (04 §2.3 /courses/{scheduledId}): its students, 25 a page, searched by name.
export const getCourseStudents = defineHandler(grades.getCourseStudents, async (input, ctx) => {
  const course = await taughtCourse(ctx, input.scheduled_id);
  const { rows, pagination } = await enrolledPage(ctx, course.id, input.page, input.query);
  return {
    course: courseOutput(course, todayOfCtx(ctx)),
    students: rows.map((row) => ({
      ...studentSummaryOf(ctx, row),
      phone: row.phone,
      enrolled_at: new Date(row.enrolled_at).toISOString(),
    })),
    pagination,
  };
});
