import type { Ctx } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { courseGrades } from './gradebook.js';
import { isEnrolled, mainCourseOf } from './grades.queries.js';

/**
 * The caller's final grade in a main scheduled course as Mis notas shows it (04 §4 'Grades', the student's own view of
 * decision 0048), for Mis cursos' card; null when they are not enrolled or no practice counts yet.
 */
export async function myFinalGrade(ctx: Ctx, mainId: string, userId: string): Promise<string | null> {
  const entityId = entityOf(ctx);
  if (!(await isEnrolled(ctx.db, entityId, mainId, userId))) return null;
  const course = await mainCourseOf(ctx.db, entityId, mainId);
  if (!course) return null;
  const book = await courseGrades(ctx, course, [userId], { forStudent: true });
  return book.of(userId).final;
}
