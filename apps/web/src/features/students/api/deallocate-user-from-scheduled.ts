import { M, students } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateEnrolments, useEntityId } from './students-lists';

/** Removes a student from a scheduled course (and its module schedules): 02 §8's two toasts. */
export function useDeallocateUserFromScheduled() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: ({ scheduledId, userId }: { scheduledId: string; userId: string }) =>
      call(students.deallocateUserFromScheduled, { entity: entityId, scheduled: scheduledId, user: userId }),
    onSuccess: () => {
      toast.success(M.STUDENT_REMOVED_FROM_SCHEDULED);
      return invalidateEnrolments(queryClient);
    },
    onError: () => toast.error(M.STUDENT_REMOVE_FAILED),
  });
}
