import { M, orders } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateOrders, reasonOf } from './order-lists';

/** Aceptar (02 §4): the order becomes success and its buyer is enrolled; an order no longer pending says why (409). */
export function useActivateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => call(orders.activateOrders, { order_id: orderId }),
    onSuccess: () => {
      toast.success(M.ORDER_ACCEPTED);
      return invalidateOrders(queryClient);
    },
    onError: (error) => {
      toast.error(reasonOf(error, M.ORDER_ACCEPT_FAILED));
      return invalidateOrders(queryClient);
    },
  });
}
