import { type Input, M, scheduleds } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useUpload } from '../../../components/upload-progress';
import { call, isAbortError } from '../../../lib/api';
import { invalidateScheduleds, reasonOf, useEntityId } from './scheduled-lists';

type CreateInput = Input<typeof scheduleds.createScheduled>;
/** What the 'Programar Curso' form gives: everything but the entity and the kind. */
export type ScheduledCourseValues = Omit<
  Extract<CreateInput, { type_of_scheduled: 'main' }>,
  'entity_id' | 'type_of_scheduled'
>;
/** What the 'Programar Módulo' form gives, with the module and its main scheduled course. */
export type ModuleScheduleValues = Omit<
  Extract<CreateInput, { type_of_scheduled: 'children' }>,
  'entity_id' | 'type_of_scheduled'
>;

/** A main scheduled course (multipart: the cover travels as `coverpage`), with upload progress. */
export function useCreateScheduled() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  const upload = useUpload();
  const mutation = useMutation({
    mutationFn: ({ values, cover }: { values: ScheduledCourseValues; cover: File | null }) =>
      call(
        scheduleds.createScheduled,
        { ...values, entity_id: entityId, type_of_scheduled: 'main' },
        { files: { coverpage: cover }, ...upload.start() },
      ),
    onSettled: upload.finish,
    onSuccess: () => {
      toast.success(M.SCHEDULED_CREATED);
      return invalidateScheduleds(queryClient);
    },
    onError: (error) => {
      if (!isAbortError(error)) toast.error(reasonOf(error, M.ERROR_OCCURRED));
    },
  });
  return { ...mutation, upload };
}

/** A module's first schedule inside a main scheduled course. */
export function useCreateModuleSchedule() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: (values: ModuleScheduleValues) =>
      call(scheduleds.createScheduled, { ...values, entity_id: entityId, type_of_scheduled: 'children' }),
    onSuccess: () => {
      toast.success(M.MODULE_UPDATED);
      return invalidateScheduleds(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.MODULE_CREATE_FAILED)),
  });
}
