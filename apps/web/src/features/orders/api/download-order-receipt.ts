import { receipts } from '@edu/shared';
import { downloadFile, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** The order's receipt as its A4 PDF (decision 0063), saved by the browser; a refusal the server explains is the toast. */
export function useDownloadOrderReceipt() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (receiptId: string) =>
      downloadFile(receipts.downloadReceipt, { entity_id: entityId, receipt_id: receiptId, file: 'pdf_a4' }),
  });
}
