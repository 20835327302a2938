import { M } from '@edu/shared';
import { AppError, notFound } from '../../errors.js';
import type { Ctx } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { lockOrder } from './orders.queries.js';

/**
 * The accepted order to annul, locked for the rest of the call's transaction, as lockPendingOrder locks a pending one:
 * a second annulment waits for the first, then finds it annulled and answers it as it stands (`isDone`, no audit
 * row); an order in any other state than accepted is a conflict: 409, and nothing changes.
 */
export async function lockAcceptedOrder(ctx: Ctx, orderId: string) {
  const order = await lockOrder(ctx.db, entityOf(ctx), orderId);
  if (!order) throw notFound();
  ctx.audit.recordId = order.id;
  if (order.state === 'annulled') {
    ctx.audit.unchanged = true;
    return { order, isDone: true };
  }
  if (order.state !== 'success') throw new AppError('CONFLICT', M.ORDER_NOT_ANNULLABLE);
  return { order, isDone: false };
}
