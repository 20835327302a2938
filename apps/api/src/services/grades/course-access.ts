// Who acts on a course (04 §4 'Who may call what'): a docente only on the scheduled courses that name them (a module
// schedule is its main's), the coordinador and admins on every course of the entity. The dispatcher has already
// checked the entity and the role; this adds the course.
import { holdsAny, M, SCHEDULERS, todayIn } from '@edu/shared';
import { AppError } from '../../errors.js';
import { type Ctx, callerOf } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { type CourseRow, isTeacherOf, mainCourseOf } from './grades.queries.js';

/**
 * The superadmin, coordinador and admins pass; a docente only when `teaches(their id)` (the course names them);
 * anyone else, 403 with a clear message.
 */
export async function assertTeaches(ctx: Ctx, teaches: (teacherId: string) => Promise<boolean>) {
  const caller = callerOf(ctx);
  if (caller.rol === 'superadmin') return;
  if (holdsAny(ctx.entityRoles, SCHEDULERS)) return;
  if (ctx.entityRoles.includes('docente') && (await teaches(caller.id))) return;
  throw new AppError('FORBIDDEN', M.NOT_TEACHER_OF_COURSE);
}

/** The entity's scheduled course named by the call, as its main course (404 when none); no check of the caller. */
export async function courseNamed(ctx: Ctx, scheduledId: string): Promise<CourseRow> {
  const course = await mainCourseOf(ctx.db, entityOf(ctx), scheduledId);
  if (!course) throw new AppError('NOT_FOUND', M.SCHEDULED_NOT_FOUND);
  return course;
}

/** The course a teacher's call names, once the caller may act on it. */
export async function taughtCourse(ctx: Ctx, scheduledId: string): Promise<CourseRow> {
  const course = await courseNamed(ctx, scheduledId);
  await assertTeaches(ctx, (teacherId) => isTeacherOf(ctx.db, course.id, teacherId));
  return course;
}

/** Today in the platform's time zone by the server's clock (America/Lima by default). */
export const todayOfCtx = (ctx: Ctx) => todayIn(ctx.services.config.TIME_ZONE, ctx.services.clock.now());

/** The course as the teachers' and the student's screens show it; `ended` once its end date is before today. */
export function courseOutput(row: CourseRow, today: string) {
  return {
    _id: row.id,
    name: row.name,
    course: { _id: row.course_id, name: row.course_name },
    category: row.category_id ? { _id: row.category_id, name: row.category_name ?? '' } : null,
    start_date: row.start_date,
    end_date: row.end_date,
    ended: row.end_date < today,
  };
}
