import { orders, PAGE_SIZES } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { type OrderStates, useEntityId } from './order-lists';

/** One page (from 1) of 15 orders in `states`, newest first, filtered by part of the buyer's e-mail (02 §7, §9). */
export function useOrders(states: OrderStates, page: number, email: string, isEnabled = true) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(orders.getOrders, {
      entity_id: entityId,
      page,
      docs: PAGE_SIZES.orders,
      sort: '-created_at',
      state: [...states],
      ...(email ? { filter_by_email: email } : {}),
    }),
    enabled: isEnabled && Boolean(entityId),
    placeholderData: keepPreviousData,
  });
}
