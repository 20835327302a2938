import { entities, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateCredentials, reasonOf } from './credential-lists';

export function useDeleteCredential() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(entities.deleteZoomToken, { id }),
    onSuccess: () => {
      toast.success(M.CREDENTIAL_DELETED);
      return invalidateCredentials(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error)),
  });
}
