import { entities, type Input, M } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateCredentials, reasonOf, useEntityId } from './credential-lists';

export type CredentialValues = Omit<Input<typeof entities.createZoomToken>, 'entity'>;

/** A new payment or videoconference credential of the entity (02 §5). */
export function useCreateCredential() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: (values: CredentialValues) => call(entities.createZoomToken, { ...values, entity: entityId }),
    onSuccess: () => {
      toast.success(M.CREDENTIAL_CREATED);
      return invalidateCredentials(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error)),
  });
}
