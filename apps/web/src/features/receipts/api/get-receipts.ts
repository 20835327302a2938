import { type Input, receipts } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';

export type ReceiptsInput = Input<typeof receipts.getReceipts>;

const SENDING_POLL_MS = 5000;

/**
 * 'Comprobantes' (decision 0063): a page of the entity's receipts, the latest first, with the screen's filters. While a
 * receipt on the page is waiting for SUNAT's answer the page asks again, so its state changes without a reload.
 */
export const useReceipts = (input: ReceiptsInput, isEnabled: boolean) =>
  useQuery({
    ...queryOf(receipts.getReceipts, input),
    enabled: isEnabled && Boolean(input.entity_id),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.receipts.some((r) => r.state === 'pendiente' && r.is_retrying) ? SENDING_POLL_MS : false,
  });
