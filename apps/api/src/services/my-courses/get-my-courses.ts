import { myCourses as myCoursesFnames } from '@edu/shared';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { myFinalGrade } from '../grades/my-final-grade.js';
import { toMyCourseCard } from './my-course-output.js';
import { myCourses } from './my-courses.queries.js';

// /aula/cursos (04 §2.2): the caller's own courses in the entity, with their progress (modules unlocked, evaluations
// taken by the server's clock), the next module's date and the final grade when there is one (Mis notas' own). A
// student has a few courses: each one's grades are read as Mis notas reads them, one course after the other.
export const getMyCourses = defineHandler(myCoursesFnames.getMyCourses, async (_input, ctx) => {
  const userId = callerOf(ctx).id;
  const rows = await myCourses(ctx.db, entityOf(ctx), userId, ctx.services.clock.now());
  const courses = [];
  for (const row of rows) {
    courses.push(toMyCourseCard(row, ctx.services.storage, await myFinalGrade(ctx, row.id, userId)));
  }
  return { courses };
});
