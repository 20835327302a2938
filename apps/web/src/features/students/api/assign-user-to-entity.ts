import { M, users } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateEntityStudents, reasonOf, useEntityId } from './students-lists';

/** Step 5 of the student search modal: a person of another entity joins this one as estudiante (02 §2.11, §8). */
export function useAssignUserToEntity() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: (userId: string) =>
      call(users.assignUserToEntity, { entity: entityId, user: userId, roles: ['estudiante'] }),
    onSuccess: () => {
      toast.success(M.STUDENT_ASSIGNED);
      return invalidateEntityStudents(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.ERROR_OCCURRED)),
  });
}
