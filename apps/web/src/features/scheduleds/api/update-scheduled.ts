import { M, scheduleds } from '@edu/shared';
import { useUpload } from '../../../components/upload-progress';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';
import type { ModuleScheduleValues, ScheduledCourseValues } from './create-scheduled';

interface UpdateScheduledArgs {
  scheduledId: string;
  values: ScheduledCourseValues;
  /** the teachers the editor started from (02 §7: teacher_ids_old) */
  previousTeacherIds: string[];
  /** a new cover, or null to keep the current one */
  cover: File | null;
}

/** A main scheduled course's fields, all sent; the cover only when a new one was picked. */
export function useUpdateScheduled() {
  const entityId = useEntityId();
  const upload = useUpload();
  const mutation = useApiMutation({
    mutationFn: ({ scheduledId, values, previousTeacherIds, cover }: UpdateScheduledArgs) =>
      call(
        scheduleds.updateScheduled,
        {
          ...values,
          scheduled_id: scheduledId,
          teacher_ids_old: previousTeacherIds,
          entity_id: entityId,
          type_of_scheduled: 'main',
        },
        { files: { coverpage: cover }, ...upload.start() },
      ),
    onSettled: upload.finish,
    success: M.COURSE_UPDATED,
    invalidates: [scheduleds.getScheduleds],
  });
  return { ...mutation, upload };
}

/** New dates for a module already scheduled. */
export function useUpdateModuleSchedule() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: ({ scheduledId, values }: { scheduledId: string; values: ModuleScheduleValues }) =>
      call(scheduleds.updateScheduled, {
        ...values,
        scheduled_id: scheduledId,
        entity_id: entityId,
        type_of_scheduled: 'children',
      }),
    success: M.MODULE_UPDATED,
    failure: M.MODULE_UPDATE_FAILED,
    invalidates: [scheduleds.getScheduleds],
  });
}
