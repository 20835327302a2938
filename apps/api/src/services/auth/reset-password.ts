import { auth, M } from '@edu/shared';
import { hashPassword } from '../../auth/password.js';
import { revokeAllSessions } from '../../auth/sessions.js';
import { hashToken } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { markOwnerActive } from '../users/identity/identity.queries.js';
import { closeResets, findUsableReset, setPassword } from './auth.queries.js';

const expired = () => new AppError('UNAUTHENTICATED', M.RESET_TOKEN_EXPIRED);

// The reset token travels as the bearer. It is single use, and a reset signs the user out everywhere.
// The new password is hashed before the transaction opens (docs/decisions/0047-short-transactions.md); the token is
// looked up again, locked, inside it, so two uses of one link still give one reset.
export const resetPassword = defineHandler(
  auth.resetPassword,
  async (input, ctx) => {
    if (!ctx.bearer) throw expired();
    const tokenHash = hashToken(ctx.bearer);
    if (!(await findUsableReset(ctx.db, tokenHash))) throw expired();
    if ('check' in input) return { message: 'ok' };
    const passwordHash = await hashPassword(input.password);
    return ctx.commit(async (tx) => {
      const reset = await findUsableReset(tx, tokenHash);
      if (!reset) throw expired();
      await setPassword(tx, reset.user_id, passwordHash);
      await closeResets(tx, reset.user_id);
      // an invited user who sets a password has started their registration
      await tx.query(`UPDATE users SET register = 'inProcess' WHERE id = $1 AND register = 'incomplete'`, [
        reset.user_id,
      ]);
      await revokeAllSessions(tx, reset.user_id);
      // the owner took the account through their own mailbox: from now on only they change its identity
      await markOwnerActive(tx, reset.user_id);
      ctx.audit.userId = reset.user_id;
      ctx.audit.recordId = reset.id;
      return { message: M.RESET_SUCCESS_TITLE };
    });
  },
  { ownTransactions: true },
);
