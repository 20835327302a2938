import { auth, type Input } from '@edu/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** 01 §2: the answer is ignored; a failure is only logged. */
export function useRecoverPassword() {
  return useMutation({
    mutationFn: (values: Input<typeof auth.recoverPassword>) => call(auth.recoverPassword, values),
    onError: (error) => console.warn('recoverPassword failed', error),
  });
}
