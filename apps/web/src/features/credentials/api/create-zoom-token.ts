import { credentials, type Input, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

export type CredentialValues = Omit<Input<typeof credentials.createZoomToken>, 'entity'>;

/** A new payment or videoconference credential of the entity (02 §5); every page of both tabs is read again. */
export function useCreateCredential() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (values: CredentialValues) => call(credentials.createZoomToken, { ...values, entity: entityId }),
    success: M.CREDENTIAL_CREATED,
    invalidates: [credentials.getZoomTokens],
  });
}
