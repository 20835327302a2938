import { M } from '@edu/shared';
import { AppError, notFound } from '../../errors.js';
import type { Ctx } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { lockOrder, orderOfEntity } from './orders.queries.js';
import { toOrderOutput } from './order-output.js';

/**
 * The order to decide on, locked for the rest of the call's transaction. A second decision waits for the first: the
 * same decision again (a double click, two counters at once) finds its work done and answers the order as it stands
 * with `already`, changing nothing and writing no audit row; the other decision is a conflict: 409, and nothing
 * changes (03 §1; decision 0050).
 */
export async function lockPendingOrder(ctx: Ctx, orderId: string, decision: 'success' | 'rejected') {
  const order = await lockOrder(ctx.db, entityOf(ctx), orderId);
  if (!order) throw notFound();
  ctx.audit.recordId = order.id;
  if (order.state === decision) {
    ctx.audit.unchanged = true;
    return { order, isDone: true };
  }
  if (order.state !== 'pending') throw new AppError('CONFLICT', M.ORDER_NOT_PENDING);
  return { order, isDone: false };
}

/** The order as it now stands, for the answer of a decision. */
export async function decidedOrder(ctx: Ctx, orderId: string) {
  const row = await orderOfEntity(ctx.db, entityOf(ctx), orderId);
  if (!row) throw notFound();
  return toOrderOutput(row, ctx.services.storage);
}
