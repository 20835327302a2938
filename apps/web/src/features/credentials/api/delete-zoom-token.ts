import { credentials, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';

export function useDeleteCredential() {
  return useApiMutation({
    mutationFn: (id: string) => call(credentials.deleteZoomToken, { id }),
    success: M.CREDENTIAL_DELETED,
    invalidates: [credentials.getZoomTokens],
  });
}
