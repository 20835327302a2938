import { type Input, users } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';

/** The profile's password change (02 §8): the server's message on success; the form shows or logs a failure. */
export function useResetPassword() {
  return useApiMutation({
    mutationFn: (values: Input<typeof users.resetPassword>) => call(users.resetPassword, values),
    success: ({ message }) => message,
    failure: () => undefined,
  });
}
