import { students } from '@edu/shared';
import { notFound } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { isMember, studentModules } from './student-modules.queries.js';

// The student detail's Programa tab (02 §2.11, §3 'Student module', §4): every module of the main scheduled course's
// programme, in order, with the student's access (unlocked only when bought and enabled; no access row: not bought,
// disabled) and the module's schedule under that course. A module schedule's id stands for its main course. The
// person must belong to the entity, and course_id, when sent, must be the main course's programme (404 otherwise).
export const getCourseModules_byUser = defineHandler(students.getCourseModules_byUser, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const found = await findInEntity<{ id: string; main_scheduled: string | null }>(
    ctx.db, 'scheduleds', input.scheduled_id, entityId, 'id, main_scheduled',
  );
  const main = await findInEntity<{ id: string; course_id: string }>(
    ctx.db, 'scheduleds', found.main_scheduled ?? found.id, entityId, 'id, course_id',
  );
  if (input.course_id && input.course_id !== main.course_id) throw notFound();
  if (!(await isMember(ctx.db, entityId, input.user_id))) throw notFound();
  const rows = await studentModules(ctx.db, main.id, main.course_id, input.user_id);
  return {
    modules: rows.map((m) => ({
      _id: m.id,
      name: m.name,
      buyed: m.buyed,
      status: m.status,
      scheduled: m.schedule_id
        ? { _id: m.schedule_id, start_date: m.start_date as string, end_date: m.end_date as string }
        : null,
    })),
  };
});
