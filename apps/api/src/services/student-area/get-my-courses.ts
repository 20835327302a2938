import { studentArea } from '@edu/shared';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { toMyCourseCard } from './my-course-output.js';
import { myCourses } from './student-area.queries.js';

// /aula/cursos (04 §2.2): the caller's own courses in the entity, with their progress (modules unlocked, evaluations
// taken by the server's clock).
export const getMyCourses = defineHandler(studentArea.getMyCourses, async (_input, ctx) => {
  const rows = await myCourses(ctx.db, entityOf(ctx), callerOf(ctx).id, ctx.services.clock.now());
  return { courses: rows.map((r) => toMyCourseCard(r, ctx.services.storage)) };
});
