import { M, orders } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call, invalidateAll, useApiMutation } from '../../../lib/api';
import { ORDER_LISTS, ORDER_REFUSALS } from './order-lists';

/** Aceptar (02 §4): the order becomes success and its buyer is enrolled; an order no longer pending says why (409). */
export function useActivateOrder() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (orderId: string) => call(orders.activateOrders, { order_id: orderId }),
    // the server's answer: 'La orden ha sido aceptada', or that it already was (a second click)
    success: (data) => data.message,
    failure: M.ORDER_ACCEPT_FAILED,
    explains: ORDER_REFUSALS,
    invalidates: ORDER_LISTS,
    // refused or not, the order may have changed meanwhile: both lists as they are now
    onError: () => invalidateAll(queryClient, ORDER_LISTS),
  });
}
