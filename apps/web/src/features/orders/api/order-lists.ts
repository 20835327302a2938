import { orders } from '@edu/shared';
import { useCanCall } from '../../../lib/can-call';

/** /vouchers lists the pending orders; /history exactly the closed ones (02 §4). */
export const PENDING_STATES = ['pending'] as const;
export const HISTORY_STATES = ['rejected', 'canceled', 'success', 'annulled'] as const;
export type OrderStates = typeof PENDING_STATES | typeof HISTORY_STATES;

export { useEntityId } from '../../../lib/session';

/** 03 §2: orders are the counter's and the admins'; a coordinador (or anyone else) is refused by the server. */
export function useMayHandleOrders(): boolean {
  return useCanCall()(orders.getOrders);
}

/** An order accepted or rejected: every page of both lists, and its detail. */
export const ORDER_LISTS = [orders.getOrders, orders.getOrderDetail];

/** Only an order no longer pending is explained by the server (409, 03 §1); any other failure: the spec's text (02 §8). */
export const ORDER_REFUSALS = [409];
