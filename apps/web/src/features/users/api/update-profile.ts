import { entities, type Input, M, users } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';

export type ProfileValues = Omit<Input<typeof users.updateUser>, 'entity' | 'entity_id' | 'roles'>;

/** One's own profile (02 §2.10): no entity is sent; the shell's name and photo follow. */
export function useUpdateProfile() {
  return useApiMutation({
    mutationFn: ({ values, photo }: { values: ProfileValues; photo: File | null }) =>
      call(users.updateUser, values, { files: { photo } }),
    success: M.USER_UPDATED,
    failure: M.USER_UPDATE_FAILED,
    invalidates: [users.getUser, entities.userIsInEntitiesAdmin],
  });
}
