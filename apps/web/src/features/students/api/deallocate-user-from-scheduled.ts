import { M, students } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { ENROLMENT_LISTS, useEntityId } from './students-lists';

/** Removes a student from a scheduled course (and its module schedules): 02 §8's two toasts. */
export function useDeallocateUserFromScheduled() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: ({ scheduledId, userId }: { scheduledId: string; userId: string }) =>
      call(students.deallocateUserFromScheduled, { entity: entityId, scheduled: scheduledId, user: userId }),
    success: M.STUDENT_REMOVED_FROM_SCHEDULED,
    failure: M.STUDENT_REMOVE_FAILED,
    explains: [],
    invalidates: ENROLMENT_LISTS,
  });
}
