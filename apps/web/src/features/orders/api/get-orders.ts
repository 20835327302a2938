import { type MatchState, orders, PAGE_SIZES } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { type OrderStates, useEntityId } from './order-lists';

export interface OrdersFilter {
  /** part of the buyer's e-mail */
  email: string;
  /** one match state (decision 0062); '' for any */
  matchState: MatchState | '';
}

/** The list's filters as getOrders and exportOrders take them. */
export const ordersInputOf = (entityId: string, states: OrderStates, { email, matchState }: OrdersFilter) => ({
  entity_id: entityId,
  state: [...states],
  ...(email ? { filter_by_email: email } : {}),
  ...(matchState ? { match_state: [matchState] } : {}),
});

/** One page (from 1) of 15 orders in `states`, newest first, with the list's filters (02 §7, §9; decision 0062). */
export function useOrders(states: OrderStates, page: number, filter: OrdersFilter, isEnabled = true) {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(orders.getOrders, {
      ...ordersInputOf(entityId, states, filter),
      page,
      docs: PAGE_SIZES.orders,
      sort: '-created_at',
    }),
    enabled: isEnabled && Boolean(entityId),
    placeholderData: keepPreviousData,
  });
}
