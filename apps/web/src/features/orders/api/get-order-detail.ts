import { orders } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';

/** An order with its products and its voucher images behind short-lived signed links (02 §2.12). */
export function useOrderDetail(orderId: string) {
  return useQuery({
    ...queryOf(orders.getOrderDetail, { order_id: orderId }),
    // the signed links expire: each opening of the detail asks again
    staleTime: 0,
  });
}
