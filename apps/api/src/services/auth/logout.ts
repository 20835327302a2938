import { auth } from '@edu/shared';
import { revokeSession } from '../../auth/sessions.js';
import { callerOf, defineHandler } from '../../rpc/context.js';

export const logout = defineHandler(auth.logout, async (_input, ctx) => {
  const caller = callerOf(ctx);
  await revokeSession(ctx.db, caller.sessionId);
  ctx.audit.recordId = caller.sessionId;
  return { ok: true as const };
});
