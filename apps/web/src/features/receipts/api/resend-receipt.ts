import { orders, receipts } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** Sends a 'Pendiente de envío' or 'Rechazado' receipt again, written anew with the entity's current data. */
export function useResendReceipt() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (receiptId: string) => call(receipts.resendReceipt, { entity_id: entityId, receipt_id: receiptId }),
    success: (data) => data.message,
    invalidates: [receipts.getReceipts, orders.getOrderDetail],
  });
}
