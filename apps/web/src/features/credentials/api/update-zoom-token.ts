import { entities, type Input, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateCredentials, reasonOf } from './credential-lists';

/** A credential's service, e-mail and, when given, its token (left out: the current token stays). */
export function useUpdateCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<typeof entities.updateZoomToken>) => call(entities.updateZoomToken, input),
    onSuccess: () => {
      toast.success(M.CREDENTIAL_UPDATED);
      return invalidateCredentials(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error)),
  });
}
