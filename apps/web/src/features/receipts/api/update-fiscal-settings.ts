import { type Input, receipts } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';

/** The whole form; a blank SOL password keeps the saved one. Its answer's message is the toast. */
export function useUpdateFiscalSettings() {
  return useApiMutation({
    mutationFn: (values: Input<typeof receipts.updateFiscalSettings>) => call(receipts.updateFiscalSettings, values),
    success: (data) => data.message,
    invalidates: [receipts.getFiscalSettings],
  });
}
