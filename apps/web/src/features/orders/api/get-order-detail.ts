import { orders } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';

const READING_POLL_MS = 3000;

/** An order with its products and its voucher images behind short-lived signed links (02 §2.12). */
export function useOrderDetail(orderId: string) {
  return useQuery({
    ...queryOf(orders.getOrderDetail, { order_id: orderId }),
    // the signed links expire: each opening of the detail asks again
    staleTime: 0,
    // a voucher still being read (decision 0060) shows its reading once it is there, without a reload
    refetchInterval: (query) =>
      query.state.data?.vouchers.some((v) => v.reading?.state === 'queued' || v.reading?.state === 'reading')
        ? READING_POLL_MS
        : false,
  });
}
