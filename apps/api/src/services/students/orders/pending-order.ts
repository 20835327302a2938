import { M } from '@edu/shared';
import { AppError, notFound } from '../../../errors.js';
import type { Ctx } from '../../../rpc/context.js';
import { entityOf } from '../../../rpc/scoped.js';
import { lockOrder, orderOfEntity } from './orders.queries.js';
import { toOrderOutput } from './order-output.js';

/**
 * The order to decide on, locked for the rest of the call's transaction. A second decision waits for the first and
 * then finds it no longer pending: 409, and nothing changes (03 §1).
 */
export async function lockPendingOrder(ctx: Ctx, orderId: string) {
  const order = await lockOrder(ctx.db, entityOf(ctx), orderId);
  if (!order) throw notFound();
  if (order.state !== 'pending') throw new AppError('CONFLICT', M.ORDER_NOT_PENDING);
  ctx.audit.recordId = order.id;
  return order;
}

/** The order as it now stands, for the answer of a decision. */
export async function decidedOrder(ctx: Ctx, orderId: string) {
  const row = await orderOfEntity(ctx.db, entityOf(ctx), orderId);
  if (!row) throw notFound();
  return toOrderOutput(row, ctx.services.storage);
}
