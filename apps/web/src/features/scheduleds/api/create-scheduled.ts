import { type Input, M, scheduleds } from '@edu/shared';
import { useUpload } from '../../../components/upload-progress';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

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
  const entityId = useEntityId();
  const upload = useUpload();
  const mutation = useApiMutation({
    mutationFn: ({ values, cover }: { values: ScheduledCourseValues; cover: File | null }) =>
      call(
        scheduleds.createScheduled,
        { ...values, entity_id: entityId, type_of_scheduled: 'main' },
        { files: { coverpage: cover }, ...upload.start() },
      ),
    onSettled: upload.finish,
    success: M.SCHEDULED_CREATED,
    invalidates: [scheduleds.getScheduleds],
  });
  return { ...mutation, upload };
}

/** A module's first schedule inside a main scheduled course. */
export function useCreateModuleSchedule() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (values: ModuleScheduleValues) =>
      call(scheduleds.createScheduled, { ...values, entity_id: entityId, type_of_scheduled: 'children' }),
    success: M.MODULE_SCHEDULED,
    failure: M.MODULE_CREATE_FAILED,
    invalidates: [scheduleds.getScheduleds],
  });
}
