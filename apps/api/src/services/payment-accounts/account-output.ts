import { type CheckoutPaymentAccount, M, type PaymentAccountOutput } from '@edu/shared';
import type { Storage } from '../../storage/storage.js';
import type { PaymentAccountRow } from './payment-accounts.queries.js';

export function toAccountOutput(row: PaymentAccountRow, storage: Storage): PaymentAccountOutput {
  return {
    _id: row.id,
    kind: row.kind,
    bank: row.bank,
    bank_name: row.bank_name,
    number: row.number,
    cci: row.cci,
    holder: row.holder,
    qr_url: row.qr_image ? storage.urlOf(row.qr_image) : null,
    is_active: row.is_active,
    position: row.position,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The student's view at checkout: the bank by its name ('BCP', or the one the admin wrote for another bank). */
export function toCheckoutAccount(row: PaymentAccountRow, storage: Storage): CheckoutPaymentAccount {
  return {
    _id: row.id,
    kind: row.kind,
    bank: row.bank === 'other' ? row.bank_name : row.bank ? M.PAYMENT_BANK_LABELS[row.bank] : null,
    number: row.number,
    cci: row.cci,
    holder: row.holder,
    qr_url: row.qr_image ? storage.urlOf(row.qr_image) : null,
  };
}
