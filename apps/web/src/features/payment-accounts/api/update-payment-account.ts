import { type Input, M, paymentAccounts } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';

/** The whole form again; a new QR image replaces the stored one, remove_qr drops it. */
export function useUpdatePaymentAccount() {
  return useApiMutation({
    mutationFn: ({ values, qr }: { values: Input<typeof paymentAccounts.updatePaymentAccount>; qr: File | null }) =>
      call(paymentAccounts.updatePaymentAccount, values, { files: { qr } }),
    success: M.PAYMENT_ACCOUNT_UPDATED,
    invalidates: [paymentAccounts.getPaymentAccounts],
  });
}
