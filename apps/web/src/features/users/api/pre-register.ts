import { type Input, M, type Output, users } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call, useApiMutation } from '../../../lib/api';
import { userRefusal } from './create-user';
import { preUsersQuery } from './get-pre-users';

export type PreRegisterValues = Input<typeof users.preRegister>;

/** The invitation (01 §2): a user in 'incomplete' and a mail with a link to set a password. */
export function usePreRegister() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (values: PreRegisterValues) => call(users.preRegister, values),
    success: M.OPERATION_OK,
    failure: userRefusal,
    // the refetch then brings the list in line with the server
    invalidates: [users.getPreUsers],
    onSuccess: ({ user }) => {
      // shown in its group at once
      queryClient.setQueryData(preUsersQuery().queryKey, (old: Output<typeof users.getPreUsers> | undefined) =>
        old ? { users: [user, ...old.users.filter((u) => u._id !== user._id)] } : old,
      );
    },
  });
}
