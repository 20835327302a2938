import { M, moduleScheduleIssues, scheduledCourseIssues, scheduleds } from '@edu/shared';
import { AppError, validation } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { checkMainRefs, moduleSlotOf, refuseIssues, todayOf } from './scheduled-checks.js';
import { toScheduledOutput } from './scheduled-output.js';
import { insertScheduled, replaceTeachers, type ScheduledRow, scheduledOfEntity } from './scheduleds.queries.js';

// 'Programar Curso' (a programme at a campus, from today on, with its teachers) or 'Programar Módulo' (a module of
// the main's programme, inside the bounds of 02 §4). A module already scheduled under that main answers 409: the
// caller saw a stale list and should edit it instead (docs/decisions/0017-scheduled-courses.md).
export const createScheduled = defineHandler(scheduleds.createScheduled, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const cover = ctx.files.coverpage?.[0]?.key ?? null;
  let id: string;
  if (input.type_of_scheduled === 'main') {
    const refs = await checkMainRefs(ctx, entityId, input);
    refuseIssues(scheduledCourseIssues(input, todayOf(ctx)));
    id = await insertScheduled(ctx.db, entityId, callerOf(ctx).id, {
      course_id: refs.courseId,
      campus_id: refs.campusId,
      name: input.name,
      description: input.description,
      start_date: input.start_date,
      end_date: input.end_date,
      type_of_scheduled: 'main',
      main_scheduled: null,
      coverpage: cover,
      publish: input.publish,
    });
    await replaceTeachers(ctx.db, id, refs.teachers);
  } else {
    if (input.parent_scheduled && input.parent_scheduled !== input.main_scheduled) {
      throw validation(M.FIELD_INVALID, { parent_scheduled: M.FIELD_INVALID });
    }
    const { main, modules, index } = await moduleSlotOf(ctx, entityId, input.main_scheduled, input.course_id);
    if (modules[index].schedule_id) throw new AppError('CONFLICT', M.MODULE_ALREADY_SCHEDULED);
    refuseIssues(moduleScheduleIssues(main, modules, index, input));
    id = await insertScheduled(ctx.db, entityId, callerOf(ctx).id, {
      course_id: modules[index].id,
      campus_id: null,
      // the title is not required (02 §5): the module's name stands in
      name: input.name || modules[index].name,
      description: input.description ?? '',
      start_date: input.start_date,
      end_date: input.end_date,
      type_of_scheduled: 'children',
      main_scheduled: main.id,
      coverpage: cover,
      publish: false,
    });
  }
  ctx.audit.recordId = id;
  const row = (await scheduledOfEntity(ctx.db, entityId, id)) as ScheduledRow;
  return { scheduled: toScheduledOutput(row, ctx.services.storage) };
});
