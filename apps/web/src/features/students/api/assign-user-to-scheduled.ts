import { students } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { ENROLMENT_LISTS, useEntityId } from './students-lists';

export type EnrolmentMode = (typeof students.ENROLMENT_MODES)[number];

export interface EnrolmentRequest {
  userId: string;
  /** the main scheduled course and the module schedules chosen (all of them in mode total) */
  scheduleds: string[];
  mode: EnrolmentMode;
}

/** Enrols a student (02 §4 enrolment modes); success and failure both show the server's message (02 §8). */
export function useAssignUserToScheduled() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: ({ userId, scheduleds, mode }: EnrolmentRequest) =>
      call(students.assignUserToScheduled, {
        rol: ['estudiante'],
        scheduleds,
        entity: entityId,
        user: userId,
        mode,
        type: 'web',
      }),
    success: (data) => data.message,
    invalidates: ENROLMENT_LISTS,
  });
}
