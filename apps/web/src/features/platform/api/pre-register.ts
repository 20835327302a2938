import { auth, type Input, M, type Output } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { ApiError, call } from '../../../lib/api';
import { preUsersQuery } from './get-pre-users';

export type PreRegisterValues = Input<typeof auth.preRegister>;

/** The invitation (01 §2): a user in 'incomplete' and a mail with a link to set a password. */
export function usePreRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PreRegisterValues) => call(auth.preRegister, values),
    onSuccess: ({ user }) => {
      toast.success(M.OPERATION_OK);
      // shown in its group at once; the refetch then brings the list in line with the server
      queryClient.setQueryData(preUsersQuery().queryKey, (old: Output<typeof auth.getPreUsers> | undefined) =>
        old ? { users: [user, ...old.users.filter((u) => u._id !== user._id)] } : old,
      );
      return queryClient.invalidateQueries({ queryKey: preUsersQuery().queryKey });
    },
    onError: (error) => {
      // a taken e-mail is shown on the e-mail field by the form
      if (error instanceof ApiError && error.status === 409) return;
      toast.error(error instanceof ApiError ? error.message : M.OPERATION_FAILED);
    },
  });
}
