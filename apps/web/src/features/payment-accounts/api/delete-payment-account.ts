import { M, paymentAccounts } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';

export function useDeletePaymentAccount() {
  return useApiMutation({
    mutationFn: (id: string) => call(paymentAccounts.deletePaymentAccount, { payment_account_id: id }),
    success: M.PAYMENT_ACCOUNT_DELETED,
    invalidates: [paymentAccounts.getPaymentAccounts],
  });
}
