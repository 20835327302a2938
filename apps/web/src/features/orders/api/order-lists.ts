import { ADMIN_ROLES, orders } from '@edu/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/** /vouchers lists the pending orders; /history exactly the closed ones (02 §4). */
export const PENDING_STATES = ['pending'] as const;
export const HISTORY_STATES = ['rejected', 'canceled', 'success'] as const;
export type OrderStates = typeof PENDING_STATES | typeof HISTORY_STATES;

export { useEntityId } from '../../../lib/session';

/** 03 §2: orders are the counter's and the admins'; a coordinador (or anyone else) is refused by the server. */
const CASHIER_ROLES: readonly string[] = [...ADMIN_ROLES, 'counter'];
export function useMayHandleOrders(): boolean {
  const session = useSession();
  const roles = session?.entityId ? (session.rolesByEntity[session.entityId] ?? []) : [];
  return roles.some((role) => CASHIER_ROLES.includes(role));
}

/** An order accepted or rejected: every page of both lists, and its detail. */
export const invalidateOrders = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [orders.getOrders.service, orders.getOrders.name] }),
    queryClient.invalidateQueries({ queryKey: [orders.getOrderDetail.service, orders.getOrderDetail.name] }),
  ]);

/** The server's reason when the order is no longer pending (409, 03 §1); any other failure: the spec's text (02 §8). */
export const reasonOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.status === 409 ? error.message : fallback;
