import { M, scheduleds } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useUpload } from '../../../components/upload-progress';
import { call, isAbortError } from '../../../lib/api';
import type { ModuleScheduleValues, ScheduledCourseValues } from './create-scheduled';
import { invalidateScheduleds, reasonOf, useEntityId } from './scheduled-lists';

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
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  const upload = useUpload();
  const mutation = useMutation({
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
    onSuccess: () => {
      toast.success(M.COURSE_UPDATED);
      return invalidateScheduleds(queryClient);
    },
    onError: (error) => {
      if (!isAbortError(error)) toast.error(reasonOf(error, M.ERROR_OCCURRED));
    },
  });
  return { ...mutation, upload };
}

/** New dates for a module already scheduled. */
export function useUpdateModuleSchedule() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: ({ scheduledId, values }: { scheduledId: string; values: ModuleScheduleValues }) =>
      call(scheduleds.updateScheduled, {
        ...values,
        scheduled_id: scheduledId,
        entity_id: entityId,
        type_of_scheduled: 'children',
      }),
    onSuccess: () => {
      toast.success(M.MODULE_UPDATED);
      return invalidateScheduleds(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.MODULE_UPDATE_FAILED)),
  });
}
