import { auth } from '@edu/shared';
import { callerOf, defineHandler } from '../../rpc/context.js';

// the dispatcher already refused a missing, expired or revoked token with 401
export const tokenIsValid = defineHandler(auth.tokenIsValid, async (_input, ctx) => {
  const caller = callerOf(ctx);
  return { valid: true as const, user: { _id: caller.id, email: caller.email, rol: caller.rol } };
});
