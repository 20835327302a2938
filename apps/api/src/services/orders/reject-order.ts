import { M, orders } from '@edu/shared';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { holdMatching, rematchEntity } from '../reconciliation/index.js';
import { mailOrderDecision } from './order-mail.js';
import { decideOrder } from './orders.queries.js';
import { decidedOrder, lockPendingOrder } from './pending-order.js';

// Rechazar with the comment of the reject modal (02 §2.12); the order then shows in /history as Rechazado.
// A second reject keeps the first comment and changes nothing.
export const rejectOrder = defineHandler(orders.rejectOrder, async (input, ctx) => {
  await holdMatching(ctx.db, entityOf(ctx));
  const { order, isDone } = await lockPendingOrder(ctx, input.order_id, 'rejected');
  if (isDone) return { order: await decidedOrder(ctx, order.id), message: M.ORDER_ALREADY_REJECTED };
  await decideOrder(ctx.db, order.id, { state: 'rejected', by: callerOf(ctx).id, comment: input.message });
  await rematchEntity(ctx.db, entityOf(ctx));
  await mailOrderDecision(ctx, order.id, 'rejected');
  return { order: await decidedOrder(ctx, order.id), message: M.ORDER_REJECTED };
});
