import { paymentAccounts } from '@edu/shared';
import { notFound } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { accountOfEntity, deleteAccountRow } from './payment-accounts.queries.js';

// Gone from the checkout at once. Orders keep nothing of it (the voucher is the student's record of the payment).
export const deletePaymentAccount = defineHandler(paymentAccounts.deletePaymentAccount, async (input, ctx) => {
  const current = await accountOfEntity(ctx.db, entityOf(ctx), input.payment_account_id);
  if (!current) throw notFound();
  await deleteAccountRow(ctx.db, current.id);
  const qr = current.qr_image;
  if (qr) ctx.afterCommit(() => ctx.services.storage.delete(qr));
  ctx.audit.recordId = current.id;
  return { ok: true as const };
});
