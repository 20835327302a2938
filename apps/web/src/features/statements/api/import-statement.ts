import { statements } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';
import type { StatementUpload } from './preview-statement';

/** The file's new movements stored with the form's columns (saved for the next upload): 'Se agregaron N movimientos'. */
export function useImportStatement() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: ({ accountId, file, mapping }: StatementUpload) =>
      call(
        statements.importStatement,
        { entity: entityId, payment_account_id: accountId, ...(mapping ? { mapping: JSON.stringify(mapping) } : {}) },
        { files: { file } },
      ),
    success: (data) => data.message,
    invalidates: [statements.getMovements, statements.getStatementAccounts, statements.getStatementMapping],
  });
}
