import { type Input, reconciliation } from '@edu/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';

export type CashViewInput = Input<typeof reconciliation.getCashView>;

/** 'Caja' for a range of Lima days (and one account or all): per day and account, and the orders still waiting. */
export const useCashView = (input: CashViewInput, isEnabled: boolean) =>
  useQuery({
    ...queryOf(reconciliation.getCashView, input),
    enabled: isEnabled && Boolean(input.entity_id),
    placeholderData: keepPreviousData,
  });
