import { M, users } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** Removes the user from this entity only; the account and its other memberships stay. */
export function useDeleteStaffUser() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (userId: string) => call(users.deleteUserByEntity, { entity_id: entityId, user_id: userId }),
    success: M.USER_DELETED,
    failure: M.OPERATION_FAILED,
    invalidates: [users.getUsersByEntity],
  });
}
