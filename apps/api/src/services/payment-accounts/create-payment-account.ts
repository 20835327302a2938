import { M, PAYMENT_ACCOUNT_LIMITS, paymentAccounts } from '@edu/shared';
import { AppError } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { toAccountOutput } from './account-output.js';
import { accountTaken } from './account-taken.js';
import { qrOf } from './qr-image.js';
import { accountOfEntity, insertAccount } from './payment-accounts.queries.js';

export const createPaymentAccount = defineHandler(paymentAccounts.createPaymentAccount, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const qr = qrOf(ctx, input.kind);
  const { id, countBefore } = await insertAccount(ctx.db, entityId, input, qr ?? null).catch(accountTaken);
  if (countBefore >= PAYMENT_ACCOUNT_LIMITS.perEntity) {
    throw new AppError('CONFLICT', M.paymentAccountsFull(PAYMENT_ACCOUNT_LIMITS.perEntity));
  }
  ctx.audit.recordId = id;
  return { account: toAccountOutput(await accountOfEntity(ctx.db, entityId, id), ctx.services.storage) };
});
