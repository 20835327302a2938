import { type Input, users } from '@edu/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';

/** The profile's password change (02 §8): the server's message on success; the form shows or logs a failure. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (values: Input<typeof users.resetPassword>) => call(users.resetPassword, values),
    onSuccess: ({ message }) => {
      toast.success(message);
    },
  });
}
