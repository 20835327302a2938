import { entities, type Input, M, users } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { ApiError, call } from '../../../lib/api';

export type ProfileValues = Omit<Input<typeof users.updateUser>, 'entity' | 'entity_id' | 'roles'>;

/** One's own profile (02 §2.10): no entity is sent; the shell's name and photo follow. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, photo }: { values: ProfileValues; photo: File | null }) =>
      call(users.updateUser, values, { files: { photo } }),
    onSuccess: () => {
      toast.success(M.USER_UPDATED);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [users.getUser.service, users.getUser.name] }),
        queryClient.invalidateQueries({
          queryKey: [entities.userIsInEntitiesAdmin.service, entities.userIsInEntitiesAdmin.name],
        }),
      ]);
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
          ? error.message
          : M.USER_UPDATE_FAILED,
      ),
  });
}
