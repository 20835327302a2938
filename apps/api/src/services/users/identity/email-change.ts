// An e-mail change asked by anyone but the owner (the superadmin, or the staff of the entity that made a still unused
// account) takes effect only when the new address confirms it; the old address is told (docs/decisions/0028).
import { EMAIL_CHANGE_DAYS, M } from '@edu/shared';
import { hashToken, newToken } from '../../../auth/tokens.js';
import type { Ctx } from '../../../rpc/context.js';
import { callerOf } from '../../../rpc/context.js';
import { insertEmailChange } from './identity.queries.js';

export async function requestEmailChange(ctx: Ctx, user: { id: string; email: string }, newEmail: string) {
  const token = newToken();
  await insertEmailChange(ctx.db, {
    userId: user.id,
    newEmail,
    requestedBy: callerOf(ctx).id,
    tokenHash: hashToken(token),
    days: EMAIL_CHANGE_DAYS,
  });
  const link = `${ctx.services.config.publicUrl}/auth/confirm-email/${token}`;
  await ctx.services.mailer.enqueue(ctx.db, {
    requestId: ctx.requestId,
    to: newEmail,
    subject: M.EMAIL_CHANGE_MAIL_SUBJECT,
    text: `${M.emailChangeMailText(newEmail, EMAIL_CHANGE_DAYS)}\n\n${link}\n`,
  });
  await ctx.services.mailer.enqueue(ctx.db, {
    requestId: ctx.requestId,
    to: user.email,
    subject: M.EMAIL_CHANGE_NOTICE_SUBJECT,
    text: `${M.emailChangeNoticeText(newEmail)}\n`,
  });
}
