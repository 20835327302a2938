import { type Input, M, paymentAccounts } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

export type PaymentAccountValues = Omit<Input<typeof paymentAccounts.createPaymentAccount>, 'entity'>;

/** A new account, sent as multipart with its optional QR image (Yape, Plin). */
export function useCreatePaymentAccount() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: ({ values, qr }: { values: PaymentAccountValues; qr: File | null }) =>
      call(paymentAccounts.createPaymentAccount, { ...values, entity: entityId }, { files: { qr } }),
    success: M.PAYMENT_ACCOUNT_CREATED,
    invalidates: [paymentAccounts.getPaymentAccounts],
  });
}
