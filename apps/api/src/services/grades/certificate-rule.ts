// 'Certificates follow grades' (decision 0037): when the entity turns it on, a certificate goes only to a student who
// has passed. Every graded practice counts here, a missing grade as 0 whatever the date: a certificate speaks for the
// whole course. A course or student the certificate itself refuses (404) is left to it.
import { M } from '@edu/shared';
import { AppError } from '../../errors.js';
import type { Ctx } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { courseGrades } from './gradebook.js';
import { gradingSettings, isEnrolled, mainCourseOf } from './grades.queries.js';

export async function assertPassedForCertificate(ctx: Ctx, scheduledId: string, userId: string) {
  const entityId = entityOf(ctx);
  if (!(await gradingSettings(ctx.db, entityId)).certificates_follow_grades) return;
  const course = await mainCourseOf(ctx.db, entityId, scheduledId);
  if (!course || course.module_id !== null || !(await isEnrolled(ctx.db, entityId, course.id, userId))) return;
  const book = await courseGrades(ctx, course, [userId], { asEnded: true });
  const { final, passed } = book.of(userId);
  if (!passed) throw new AppError('CONFLICT', M.certificateNotPassed(final ?? '0.00', book.passing_mark));
}
