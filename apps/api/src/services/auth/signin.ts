import { auth, M } from '@edu/shared';
import { verifyPassword } from '../../auth/password.js';
import { createSession } from '../../auth/sessions.js';
import { attemptOf, passwordAccepted } from '../../auth/sign-in-limits.js';
import { AppError } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityByDomain } from '../catalog/catalog.queries.js';
import { addMemberships } from '../users/users.queries.js';
import { findUserByEmail, passwordHashOf } from './auth.queries.js';

// The dispatcher has counted this attempt as a failure and waited for the e-mail's delay (rateLimited 'failures');
// a right password takes the count back in this transaction.
// Through an entity's catalogue (domain), the person also becomes a student there (04 §2.1).
// The password is checked (argon2, tens of milliseconds) before the transaction opens, so that a sign-in never holds
// the database for it (docs/decisions/0047-short-transactions.md).
export const signin = defineHandler(
  auth.signin,
  async (input, ctx) => {
    const entity = input.domain ? await entityByDomain(ctx.db, input.domain) : undefined;
    if (input.domain && !entity) throw new AppError('NOT_FOUND', M.ENTITY_NOT_FOUND_BY_DOMAIN);
    const user = await findUserByEmail(ctx.db, input.email);
    // verifies against a dummy hash when the e-mail is unknown: same answer, about the same time
    const valid = await verifyPassword(user?.password_hash, input.password);
    if (!user || !valid) throw new AppError('BAD_CREDENTIALS', M.LOGIN_FAILED);
    return ctx.commit(async (tx) => {
      // a password changed or reset while this one was checked signs nobody in with the old one
      if ((await passwordHashOf(tx, user.id)) !== user.password_hash)
        throw new AppError('BAD_CREDENTIALS', M.LOGIN_FAILED);
      if (entity && user.rol !== 'superadmin') await addMemberships(tx, entity.id, user.id, ['estudiante']);
      const session = await createSession(tx, user.id, ctx.services.config.SESSION_HOURS);
      ctx.audit.userId = user.id;
      ctx.audit.recordId = session.sessionId;
      // last: the counters' rows stay locked only until the commit that follows
      await passwordAccepted(tx, attemptOf(ctx.ip, input.email));
      return {
        token: session.token,
        user: { _id: user.id, email: user.email, rol: user.rol },
        expires_at: session.expiresAt.toISOString(),
      };
    });
  },
  { ownTransactions: true },
);
