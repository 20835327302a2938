import type { CredentialType } from '@edu/shared';
import { requirePermission } from '../../rpc/authorize.js';
import { callerOf, type Ctx } from '../../rpc/context.js';

/** Payment credentials belong to the payment service: with services.payment off they answer 403 (decision 0014). */
export async function assertCredentialTypeOpen(ctx: Ctx, entityId: string, type: CredentialType) {
  if (type === 'payment_method') await requirePermission(ctx.db, callerOf(ctx), entityId, 'services.payment');
}
