import { M, users } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateEnrolments, invalidateEntityStudents, useEntityId } from './students-lists';

/** Removes a student from the entity (counter, admins): 02 §8's two toasts. */
export function useDeleteStudent() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: (userId: string) => call(users.deleteUserByEntity, { entity_id: entityId, user_id: userId }),
    onSuccess: () => {
      toast.success(M.STUDENT_DELETED);
      return Promise.all([invalidateEntityStudents(queryClient), invalidateEnrolments(queryClient)]);
    },
    onError: () => toast.error(M.STUDENT_DELETE_FAILED),
  });
}
