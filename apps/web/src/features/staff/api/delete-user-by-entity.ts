import { M, users } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateStaffUsers, reasonOf, useEntityId } from './staff-lists';

/** Removes the user from this entity only; the account and its other memberships stay. */
export function useDeleteStaffUser() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: (userId: string) => call(users.deleteUserByEntity, { entity_id: entityId, user_id: userId }),
    onSuccess: () => {
      toast.success(M.USER_DELETED);
      return invalidateStaffUsers(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.OPERATION_FAILED)),
  });
}
