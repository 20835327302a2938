import { M, students } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateEnrolments, reasonOf, useEntityId } from './students-lists';

export type EnrolmentMode = (typeof students.ENROLMENT_MODES)[number];

export interface EnrolmentRequest {
  userId: string;
  /** the main scheduled course and the module schedules chosen (all of them in mode total) */
  scheduleds: string[];
  mode: EnrolmentMode;
}

/** Enrols a student (02 §4 enrolment modes); success and failure both show the server's message (02 §8). */
export function useAssignUserToScheduled() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: ({ userId, scheduleds, mode }: EnrolmentRequest) =>
      call(students.assignUserToScheduled, {
        rol: ['estudiante'],
        scheduleds,
        entity: entityId,
        user: userId,
        mode,
        type: 'web',
      }),
    onSuccess: (data) => {
      toast.success(data.message);
      return invalidateEnrolments(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.ERROR_OCCURRED)),
  });
}
