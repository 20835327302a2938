import { GRADES, grades } from '@edu/shared';
import { pageWindow, paginationOf } from '../../db/pagination.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { courseOutput, todayOfCtx } from './course-access.js';
import { countTeacherCourses, teacherCourses } from './grades.queries.js';

// The teacher's landing (04 §2.3 /courses): the main scheduled courses that name the caller as a teacher, the latest
// start first, 25 a page, each with its students and the answers waiting for points.
export const getTeacherCourses = defineHandler(grades.getTeacherCourses, async (input, ctx) => {
  const { limit, offset } = pageWindow(input.page, GRADES.pageSize);
  const [entityId, userId] = [entityOf(ctx), callerOf(ctx).id];
  const rows = await teacherCourses(ctx.db, entityId, userId, ctx.services.clock.now(), limit, offset);
  const total = await countTeacherCourses(ctx.db, entityId, userId);
  const today = todayOfCtx(ctx);
  return {
    courses: rows.map((row) => ({
      ...courseOutput(row, today),
      coverpage: row.coverpage ? ctx.services.storage.urlOf(row.coverpage) : null,
      students: row.students,
      pending: row.pending,
    })),
    pagination: paginationOf(input.page, GRADES.pageSize, total, rows.length),
  };
});
