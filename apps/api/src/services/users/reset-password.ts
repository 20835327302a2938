import { M, users } from '@edu/shared';
import { hashPassword } from '../../auth/password.js';
import { AppError } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { closeResets, setPassword } from '../auth/auth.queries.js';
import { revokeOtherSessions } from './users.queries.js';

// The profile's password tab (users service): one's own password only. The sessions on other devices are signed out
// and any open recovery link stops working; this session goes on.
export const resetPassword = defineHandler(users.resetPassword, async (input, ctx) => {
  const caller = callerOf(ctx);
  if (input.user !== caller.id) throw new AppError('FORBIDDEN', M.FORBIDDEN_ROLE);
  await setPassword(ctx.db, caller.id, await hashPassword(input.password));
  await closeResets(ctx.db, caller.id);
  await revokeOtherSessions(ctx.db, caller.id, caller.sessionId);
  ctx.audit.recordId = caller.id;
  return { message: M.PASSWORD_CHANGED };
});
