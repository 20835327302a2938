import { M, scheduleds } from '@edu/shared';
import { AppError, notFound } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { moduleSlotOf } from './scheduled-checks.js';
import { coversOfTree, deleteScheduledRow, hasStudents, lockScheduled, usedBy } from './scheduleds.queries.js';

// A scheduled course with enrolled students (in it or in any of its module schedules) is never deleted (409); without
// them it goes with its module schedules, in one transaction. A module schedule goes only when no later module is
// scheduled, so the scheduled modules stay a prefix of the programme. Covers are removed after the commit.
// See docs/decisions/0017-scheduled-courses.md.
export const deleteScheduled = defineHandler(scheduleds.deleteScheduled, async (input, ctx) => {
  const entityId = entityOf(ctx);
  if (input.entity_id && input.entity_id !== entityId) throw notFound();
  const found = await findInEntity<{ id: string; type_of_scheduled: string; main_scheduled: string | null; course_id: string }>(
    ctx.db, 'scheduleds', input.scheduled_id, entityId, 'id, type_of_scheduled, main_scheduled, course_id',
  );
  const isMain = found.type_of_scheduled === 'main';
  if (isMain) {
    await lockScheduled(ctx.db, entityId, found.id);
  } else {
    const { modules, index } = await moduleSlotOf(ctx, entityId, found.main_scheduled as string, found.course_id);
    if (modules.slice(index + 1).some((m) => m.schedule_id)) throw new AppError('CONFLICT', M.MODULE_SCHEDULE_HAS_NEXT);
  }
  if (await hasStudents(ctx.db, found.id)) {
    throw new AppError('CONFLICT', isMain ? M.SCHEDULED_HAS_STUDENTS : M.MODULE_SCHEDULE_HAS_STUDENTS);
  }
  const user = await usedBy(ctx.db, found.id);
  if (user) throw new AppError('CONFLICT', user === 'orders' ? M.SCHEDULED_HAS_ORDERS : M.SCHEDULED_HAS_CERTIFICATES);
  const keys = await coversOfTree(ctx.db, found.id);
  await deleteScheduledRow(ctx.db, found.id);
  ctx.afterCommit(() => Promise.all(keys.map((key) => ctx.services.storage.delete(key))));
  ctx.audit.recordId = found.id;
  return { ok: true as const };
});
