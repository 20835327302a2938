import { auth } from '@edu/shared';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call, queryKeyOf } from '../../../lib/api';

const check = { check: true } as const;

/** Whether the reset link's token is still usable; the token is the bearer, so it is part of the key. */
export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: [...queryKeyOf(auth.resetPassword, check), token],
    queryFn: ({ signal }) => call(auth.resetPassword, check, { bearer: token, signal }),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: (password: string) => call(auth.resetPassword, { password }, { bearer: token }),
  });
}
