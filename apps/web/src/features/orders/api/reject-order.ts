import { M, orders } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call, invalidateAll, useApiMutation } from '../../../lib/api';
import { ORDER_LISTS, ORDER_REFUSALS } from './order-lists';

/** Rechazar with the comment of the reject modal (02 §2.12, §4); an order no longer pending says why (409). */
export function useRejectOrder() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: ({ orderId, comment }: { orderId: string; comment: string }) =>
      call(orders.rejectOrder, { order_id: orderId, message: comment }),
    // the server's answer: 'La orden ha sido rechazada', or that it already was (a second click)
    success: (data) => data.message,
    failure: M.ORDER_REJECT_FAILED,
    explains: ORDER_REFUSALS,
    invalidates: ORDER_LISTS,
    // refused or not, the order may have changed meanwhile: both lists as they are now
    onError: () => invalidateAll(queryClient, ORDER_LISTS),
  });
}
