import { M, orders } from '@edu/shared';
import { AppError, notFound } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { holdMatching, rematchEntity } from '../reconciliation/index.js';
import { toMyOrder } from './my-order-output.js';
import { cancelMyOrder, lockMyOrder, myOrder } from './my-orders.queries.js';

// The buyer cancels their own pending order (04 §2.2); another's order is no order for them (404).
export const cancelOrder = defineHandler(orders.cancelOrder, async (input, ctx) => {
  const userId = callerOf(ctx).id;
  await holdMatching(ctx.db, entityOf(ctx));
  const order = await lockMyOrder(ctx.db, entityOf(ctx), userId, input.order_id);
  if (!order) throw notFound();
  if (order.state !== 'pending') throw new AppError('CONFLICT', M.ORDER_NOT_CANCELLABLE);
  ctx.audit.recordId = order.id;
  await cancelMyOrder(ctx.db, order.id, userId);
  await rematchEntity(ctx.db, entityOf(ctx));
  return { order: await toMyOrder(ctx.db, await myOrder(ctx.db, userId, order.id), ctx.services.storage) };
});
