import { M, students } from '@edu/shared';
import { AppError, notFound } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { lockMainScheduled, moduleSchedulesOf } from './enrolment.queries.js';
import { removeEnrolments } from './students.queries.js';

// Removal from a scheduled course (02 §8 'Se ha eliminado al alumno del curso programado'). From a main course: the
// student leaves it and all its module schedules, loses the access to its modules, and their certificate of it stops
// being valid. From a module schedule: only that schedule and that module's access. The person stays a student of the
// entity. Not enrolled there: 404. The main course is locked first, as every write under it does.
export const deallocateUserFromScheduled = defineHandler(students.deallocateUserFromScheduled, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const found = await findInEntity<{ id: string; type_of_scheduled: string; main_scheduled: string | null; course_id: string }>(
    ctx.db, 'scheduleds', input.scheduled, entityId, 'id, type_of_scheduled, main_scheduled, course_id',
  );
  const isMain = found.type_of_scheduled === 'main';
  const main = await lockMainScheduled(ctx.db, entityId, isMain ? found.id : (found.main_scheduled as string));
  if (!main) throw notFound();
  const scheduledIds = isMain ? [main.id, ...(await moduleSchedulesOf(ctx.db, main.id, 'all')).map((s) => s.id)] : [found.id];
  const removed = await removeEnrolments(ctx.db, {
    entityId,
    userId: input.user,
    mainId: main.id,
    scheduledIds,
    courseIds: isMain ? 'all' : [found.course_id],
  });
  if (!removed) throw new AppError('NOT_FOUND', M.STUDENT_NOT_ENROLLED);
  ctx.audit.recordId = found.id;
  return { message: M.STUDENT_REMOVED_FROM_SCHEDULED };
});
