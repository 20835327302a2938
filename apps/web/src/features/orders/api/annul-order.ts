import { M, orders } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call, invalidateAll, useApiMutation } from '../../../lib/api';
import { ORDER_LISTS, ORDER_REFUSALS } from './order-lists';

/** Anular an accepted order with its reason (admins; decision 0063): its credit note is issued by the server. */
export function useAnnulOrder() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ orderId, reason }: { orderId: string; reason: string }) =>
      call(orders.annulOrder, { order_id: orderId, message: reason }),
    // 'Orden anulada con éxito', or that it already was (a second click)
    success: (data) => data.message,
    failure: M.ORDER_ANNUL_FAILED,
    explains: ORDER_REFUSALS,
    invalidates: ORDER_LISTS,
    onError: () => invalidateAll(queryClient, ORDER_LISTS),
  });
}
