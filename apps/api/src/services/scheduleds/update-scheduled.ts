import { M, moduleScheduleIssues, type ParsedInput, scheduledCourseIssues, scheduleds } from '@edu/shared';
import { AppError, notFound, validation } from '../../errors.js';
import { type Ctx, defineHandler } from '../../rpc/context.js';
import { entityOf, findInEntity } from '../../rpc/scoped.js';
import { checkMainRefs, moduleSlotOf, refuseIssues, todayOf } from './scheduled-checks.js';
import { toScheduledOutput } from './scheduled-output.js';
import {
  lockScheduled, moduleScheduleRange, replaceTeachers, type ScheduledRow, scheduledOfEntity, type StoredScheduled,
  updateScheduledColumns,
} from './scheduleds.queries.js';

type Input = ParsedInput<typeof scheduleds.updateScheduled>;
type MainInput = Extract<Input, { type_of_scheduled: 'main' }>;
type ModuleInput = Extract<Input, { type_of_scheduled: 'children' }>;

// A main scheduled course keeps the modules already scheduled under it: its programme cannot change while it has
// any (409) and its new dates must still hold them (400). A module schedule stays the same module of the same main.
async function updateMain(ctx: Ctx, entityId: string, input: MainInput, cover: string | undefined) {
  const current = (await lockScheduled(ctx.db, entityId, input.scheduled_id)) as StoredScheduled;
  const refs = await checkMainRefs(ctx, entityId, input);
  refuseIssues(scheduledCourseIssues(input, todayOf(ctx), current.start_date));
  const modules = await moduleScheduleRange(ctx.db, current.id);
  if (modules.n > 0 && refs.courseId !== current.course_id) {
    throw new AppError('CONFLICT', M.SCHEDULED_COURSE_LOCKED, { course_id: M.SCHEDULED_COURSE_LOCKED });
  }
  if (modules.first && modules.first < input.start_date) {
    throw validation(M.SCHEDULED_DATES_EXCLUDE_MODULES, { start_date: M.SCHEDULED_DATES_EXCLUDE_MODULES });
  }
  if (modules.last && modules.last > input.end_date) {
    throw validation(M.SCHEDULED_DATES_EXCLUDE_MODULES, { end_date: M.SCHEDULED_DATES_EXCLUDE_MODULES });
  }
  await updateScheduledColumns(ctx.db, current.id, {
    course_id: refs.courseId,
    campus_id: refs.campusId,
    name: input.name,
    description: input.description,
    start_date: input.start_date,
    end_date: input.end_date,
    coverpage: cover,
    publish: input.publish,
  });
  await replaceTeachers(ctx.db, current.id, refs.teachers);
  return current;
}

async function updateModule(ctx: Ctx, entityId: string, input: ModuleInput, mainId: string, cover: string | undefined) {
  if (input.main_scheduled !== mainId || (input.parent_scheduled && input.parent_scheduled !== mainId)) {
    throw validation(M.FIELD_INVALID, { main_scheduled: M.FIELD_INVALID });
  }
  // the main first, then the module schedule: every write under one main locks in that order
  const { main, modules, index } = await moduleSlotOf(ctx, entityId, mainId, input.course_id);
  const current = (await lockScheduled(ctx.db, entityId, input.scheduled_id)) as StoredScheduled;
  if (current.course_id !== input.course_id) throw validation(M.FIELD_INVALID, { course_id: M.FIELD_INVALID });
  // the stored dates saved again unchanged are accepted even where a later edit of a neighbour narrowed the bounds
  refuseIssues(moduleScheduleIssues(main, modules, index, input, current));
  await updateScheduledColumns(ctx.db, current.id, {
    name: input.name || undefined,
    description: input.description,
    start_date: input.start_date,
    end_date: input.end_date,
    coverpage: cover,
  });
  return current;
}

export const updateScheduled = defineHandler(scheduleds.updateScheduled, async (input, ctx) => {
  const entityId = entityOf(ctx);
  if (input.entity_id !== entityId) throw notFound();
  const found = await findInEntity<{ type_of_scheduled: string; main_scheduled: string | null }>(
    ctx.db, 'scheduleds', input.scheduled_id, entityId, 'type_of_scheduled, main_scheduled',
  );
  if (found.type_of_scheduled !== input.type_of_scheduled) {
    throw validation(M.FIELD_INVALID, { type_of_scheduled: M.FIELD_INVALID });
  }
  const cover = ctx.files.coverpage?.[0]?.key;
  const current =
    input.type_of_scheduled === 'main'
      ? await updateMain(ctx, entityId, input, cover)
      : await updateModule(ctx, entityId, input, found.main_scheduled as string, cover);
  if (cover && current.coverpage) {
    const old = current.coverpage;
    ctx.afterCommit(() => ctx.services.storage.delete(old));
  }
  ctx.audit.recordId = current.id;
  const row = (await scheduledOfEntity(ctx.db, entityId, current.id)) as ScheduledRow;
  return { scheduled: toScheduledOutput(row, ctx.services.storage) };
});
