import { users } from '@edu/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';

/** The profile's password change (02 §8): the server's message on success; a failure is only logged. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (values: { user: string; password: string }) => call(users.resetPassword, values),
    onSuccess: ({ message }) => {
      toast.success(message);
    },
    onError: (error) => console.error(error),
  });
}
