import { type Input, receipts } from '@edu/shared';
import { downloadFile, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

export type ReceiptFile = Input<typeof receipts.downloadReceipt>['file'];

/**
 * One file of a receipt (its PDF in A4 or ticket, its signed XML, SUNAT's CDR) saved by the browser; a refusal the
 * server explains ('SUNAT aún no ha devuelto la constancia…') is the toast.
 */
export function useDownloadReceipt() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: ({ receiptId, file }: { receiptId: string; file: ReceiptFile }) =>
      downloadFile(receipts.downloadReceipt, { entity_id: entityId, receipt_id: receiptId, file }),
  });
}
