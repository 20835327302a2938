import { M, paymentAccounts } from '@edu/shared';
import { validation } from '../../errors.js';
import type { Ctx } from '../../rpc/context.js';

/** The QR image sent with the form (already checked as a png or jpeg and stored), only for a Yape or Plin. */
export function qrOf(ctx: Ctx, kind: string): string | undefined {
  const key = ctx.files.qr?.[0]?.key;
  if (key && !paymentAccounts.isPhoneAccount(kind)) {
    throw validation(M.PAYMENT_ACCOUNT_QR_NOT_ALLOWED, { qr: M.PAYMENT_ACCOUNT_QR_NOT_ALLOWED });
  }
  return key;
}
