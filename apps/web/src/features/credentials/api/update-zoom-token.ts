import { credentials, type Input, M } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';

/** A credential's service, e-mail and, when given, its token (left out: the current token stays). */
export function useUpdateCredential() {
  return useApiMutation({
    mutationFn: (input: Input<typeof credentials.updateZoomToken>) => call(credentials.updateZoomToken, input),
    success: M.CREDENTIAL_UPDATED,
    invalidates: [credentials.getZoomTokens],
  });
}
