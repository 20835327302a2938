import { invitations, M } from '@edu/shared';
import { hashToken } from '../../../auth/tokens.js';
import { AppError } from '../../../errors.js';
import { defineHandler } from '../../../rpc/context.js';
import { closeResets } from '../../auth/auth.queries.js';
import { emailTaken, updateUserColumns } from '../users.queries.js';
import { closeEmailChanges, takeEmailChange } from './identity.queries.js';
import { requesterMayStillChange } from './identity-rule.js';

// The new address confirms an e-mail change someone other than the owner asked for. Recovery links sent to the old
// address stop working: the account now answers to the confirmed one. Who asked must still be allowed to change the
// account's identity at this moment (decision 0028's rule, checked again): an owner who has since signed in or chosen
// a password has made it theirs, and the link is void.
export const confirmEmail = defineHandler(invitations.confirmEmail, async (input, ctx) => {
  const change = await takeEmailChange(ctx.db, hashToken(input.token));
  if (!change) throw new AppError('NOT_FOUND', M.EMAIL_CONFIRM_GONE);
  if (!(await requesterMayStillChange(ctx.db, change.requested_by, change.user_id))) {
    throw new AppError('FORBIDDEN', M.EMAIL_CONFIRM_NOT_ALLOWED);
  }
  if (await emailTaken(ctx.db, change.new_email)) throw new AppError('CONFLICT', M.CONFLICT_EMAIL, { email: M.CONFLICT_EMAIL });
  await updateUserColumns(ctx.db, change.user_id, { email: change.new_email });
  await closeEmailChanges(ctx.db, change.user_id);
  await closeResets(ctx.db, change.user_id);
  ctx.audit.userId = change.user_id;
  ctx.audit.recordId = change.user_id;
  return { message: M.emailConfirmed(change.new_email), email: change.new_email };
});
