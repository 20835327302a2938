import { M, users } from '@edu/shared';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import { attemptOf, passwordAccepted } from '../../auth/sign-in-limits.js';
import { AppError } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { closeResets, passwordHashOf, setPassword } from '../auth/auth.queries.js';
import { closeEmailChanges } from './identity/identity.queries.js';
import { revokeOtherSessions } from './users.queries.js';

const wrongCurrent = () =>
  new AppError('VALIDATION', M.CURRENT_PASSWORD_WRONG, { currentPassword: M.CURRENT_PASSWORD_WRONG });

// The profile's password tab (users service): one's own password only, proving the current one. The dispatcher has
// counted the call as a failed password check (rateLimited 'failures'); a right current password takes it back.
// The sessions on other devices are signed out, any open recovery link and any e-mail change someone else asked for stop
// working; this session goes on.
// Both argon2 runs (the check and the new hash) happen before the transaction opens, so the database is not held for
// them (docs/decisions/0047-short-transactions.md).
export const resetPassword = defineHandler(
  users.resetPassword,
  async (input, ctx) => {
    const caller = callerOf(ctx);
    if (input.user !== caller.id) throw new AppError('FORBIDDEN', M.FORBIDDEN_ROLE);
    const proven = await passwordHashOf(ctx.db, caller.id);
    if (!(await verifyPassword(proven, input.currentPassword))) throw wrongCurrent();
    const passwordHash = await hashPassword(input.password);
    return ctx.commit(async (tx) => {
      // the password proven must still be the current one: another change may have committed while this one hashed
      if ((await passwordHashOf(tx, caller.id)) !== proven) throw wrongCurrent();
      await setPassword(tx, caller.id, passwordHash);
      await closeResets(tx, caller.id);
      await closeEmailChanges(tx, caller.id);
      await revokeOtherSessions(tx, caller.id, caller.sessionId);
      ctx.audit.recordId = caller.id;
      await passwordAccepted(tx, attemptOf(ctx.ip, caller.email));
      return { message: M.PASSWORD_CHANGED };
    });
  },
  { ownTransactions: true },
);
