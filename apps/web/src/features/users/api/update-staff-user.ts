import { type Input, M, users } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

export type StaffUpdateValues = Omit<Input<typeof users.updateUser>, 'entity' | 'entity_id'>;

/** A staff member's data and roles in this entity; the e-mail is sent unchanged. */
export function useUpdateStaffUser() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: ({ values, photo }: { values: StaffUpdateValues; photo: File | null }) =>
      call(users.updateUser, { ...values, entity_id: entityId }, { files: { photo } }),
    success: M.OPERATION_OK,
    failure: M.OPERATION_FAILED,
    invalidates: [users.getUsersByEntity],
  });
}
