import { type StatementMappingValues, statements } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

export interface StatementUpload {
  accountId: string;
  file: File;
  /** the form's columns; absent: the account's saved ones, or a guess from the file's headers */
  mapping?: StatementMappingValues;
}

/** The file read as it would be imported; the server keeps nothing. */
export function usePreviewStatement() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: ({ accountId, file, mapping }: StatementUpload) =>
      call(
        statements.previewStatement,
        { entity: entityId, payment_account_id: accountId, ...(mapping ? { mapping: JSON.stringify(mapping) } : {}) },
        { files: { file } },
      ),
  });
}
