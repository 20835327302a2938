import { M, orders } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateOrders, reasonOf } from './order-lists';

/** Rechazar with the comment of the reject modal (02 §2.12, §4); an order no longer pending says why (409). */
export function useRejectOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, comment }: { orderId: string; comment: string }) =>
      call(orders.rejectOrder, { order_id: orderId, message: comment }),
    onSuccess: () => {
      toast.success(M.ORDER_REJECTED);
      return invalidateOrders(queryClient);
    },
    onError: (error) => {
      toast.error(reasonOf(error, M.ORDER_REJECT_FAILED));
      return invalidateOrders(queryClient);
    },
  });
}
