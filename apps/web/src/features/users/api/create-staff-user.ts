import { type Input, M, users } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

export type StaffCreateValues = Omit<Input<typeof users.createUser>, 'entity' | 'rol'> & { roles: string[] };

/** A staff member of the entity (02 §5), sent as multipart with the optional photo. */
export function useCreateStaffUser() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: ({ values, photo }: { values: StaffCreateValues; photo: File | null }) =>
      call(users.createUser, { ...values, entity: entityId }, { files: { photo } }),
    success: M.USER_CREATED,
    failure: M.OPERATION_FAILED,
    invalidates: [users.getUsersByEntity],
  });
}
