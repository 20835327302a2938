import { orders } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call, invalidateAll, useApiMutation } from '../../../lib/api';
import { ORDER_LISTS, useEntityId } from './order-lists';

/**
 * 'Aceptar coincidencias' (decision 0062): the page's 'Coincide' orders accepted in one call; the server checks each
 * again and skips one that no longer matches. Its answer ('Se aceptaron 3 órdenes…') is the toast; both lists reload.
 */
export function useAcceptMatchedOrders() {
  const entityId = useEntityId();
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (orderIds: readonly string[]) =>
      call(orders.acceptMatchedOrders, { entity_id: entityId, order_ids: [...orderIds] }),
    success: (data) => data.message,
    invalidates: ORDER_LISTS,
    // refused or not, some orders may have changed meanwhile: the lists as they are now
    onError: () => invalidateAll(queryClient, ORDER_LISTS),
  });
}
