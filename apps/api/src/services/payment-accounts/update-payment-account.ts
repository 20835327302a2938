import { paymentAccounts } from '@edu/shared';
import { notFound } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { toAccountOutput } from './account-output.js';
import { accountTaken } from './account-taken.js';
import { qrOf } from './qr-image.js';
import { accountOfEntity, updateAccountRow } from './payment-accounts.queries.js';

// The whole form again. The QR stays unless another is sent or remove_qr says so; a Yape or Plin that becomes a bank
// account loses it. A replaced or removed image is deleted once the change is committed.
export const updatePaymentAccount = defineHandler(paymentAccounts.updatePaymentAccount, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const current = await accountOfEntity(ctx.db, entityId, input.payment_account_id);
  if (!current) throw notFound();
  const sent = qrOf(ctx, input.kind);
  const keeps = paymentAccounts.isPhoneAccount(input.kind) && !input.remove_qr;
  const qr = sent ?? (keeps ? current.qr_image : null);
  await updateAccountRow(ctx.db, current.id, input, qr).catch(accountTaken);
  const old = current.qr_image;
  if (old && old !== qr) ctx.afterCommit(() => ctx.services.storage.delete(old));
  ctx.audit.recordId = current.id;
  return { account: toAccountOutput(await accountOfEntity(ctx.db, entityId, current.id), ctx.services.storage) };
});
