import { auth, M, RESET_TOKEN_MINUTES } from '@edu/shared';
import { hashToken, newToken } from '../../auth/tokens.js';
import { resetLink } from '../../mail/student-links.js';
import { defineHandler } from '../../rpc/context.js';
import { findUserByEmail, insertPasswordReset, studentDomainFor } from './auth.queries.js';

// Answers the same whether the address exists or not; only a known address gets a mail. A student's link leads to
// their entity's branded pages, which end at the students' sign-in (decision 0051).
export const recoverPassword = defineHandler(auth.recoverPassword, async (input, ctx) => {
  const user = await findUserByEmail(ctx.db, input.email);
  if (user) {
    const token = newToken();
    await insertPasswordReset(ctx.db, user.id, hashToken(token), RESET_TOKEN_MINUTES);
    const link = resetLink(ctx.services.config.publicUrl, token, await studentDomainFor(ctx.db, user, input.domain));
    await ctx.services.mailer.enqueue(ctx.db, {
      requestId: ctx.requestId,
      to: user.email,
      subject: M.RECOVER_MAIL_SUBJECT,
      text: `${M.RECOVER_MAIL_TEXT}\n\n${link}\n`,
    });
    ctx.audit.userId = user.id;
  }
  return { ok: true as const };
});
