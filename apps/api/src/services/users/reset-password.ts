import { M, users } from '@edu/shared';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { attemptOf, passwordAccepted } from '../../auth/sign-in-limits.js';
import { AppError } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { closeResets, passwordHashOf, setPassword } from '../auth/auth.queries.js';
import { closeEmailChanges } from './identity/identity.queries.js';
import { revokeOtherSessions } from './users.queries.js';

// The profile's password tab (users service): one's own password only, proving the current one. The dispatcher has
// counted the call as a failed password check (rateLimited 'failures'); a right current password takes it back.
// The sessions on other devices are signed out, any open recovery link and any e-mail change someone else asked for stop
// working; this session goes on.
export const resetPassword = defineHandler(users.resetPassword, async (input, ctx) => {
  const caller = callerOf(ctx);
  if (input.user !== caller.id) throw new AppError('FORBIDDEN', M.FORBIDDEN_ROLE);
  if (!(await verifyPassword(await passwordHashOf(ctx.db, caller.id), input.currentPassword))) {
    throw new AppError('VALIDATION', M.CURRENT_PASSWORD_WRONG, { currentPassword: M.CURRENT_PASSWORD_WRONG });
  }
  await setPassword(ctx.db, caller.id, await hashPassword(input.password));
  await closeResets(ctx.db, caller.id);
  await closeEmailChanges(ctx.db, caller.id);
  await revokeOtherSessions(ctx.db, caller.id, caller.sessionId);
  ctx.audit.recordId = caller.id;
  await passwordAccepted(ctx.db, attemptOf(ctx.ip, caller.email));
  return { message: M.PASSWORD_CHANGED };
});
