import { M, users } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { ENROLMENT_LISTS, ENTITY_STUDENT_LISTS, useEntityId } from './students-lists';

/** Removes a student from the entity (counter, admins): 02 §8's two toasts. */
export function useDeleteStudent() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (userId: string) => call(users.deleteUserByEntity, { entity_id: entityId, user_id: userId }),
    success: M.STUDENT_DELETED,
    failure: M.STUDENT_DELETE_FAILED,
    explains: [],
    invalidates: [...ENTITY_STUDENT_LISTS, ...ENROLMENT_LISTS],
  });
}
