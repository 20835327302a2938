import { entities, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';

export function useDeleteCredential() {
  return useApiMutation({
    mutationFn: (id: string) => call(entities.deleteZoomToken, { id }),
    success: M.CREDENTIAL_DELETED,
    invalidates: [entities.getZoomTokens],
  });
}
