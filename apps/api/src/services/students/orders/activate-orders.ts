import { M, orders } from '@edu/shared';
import { callerOf, defineHandler } from '../../../rpc/context.js';
import { entityOf } from '../../../rpc/scoped.js';
import { acceptOrder } from './accept-order.js';
import { mailOrderDecision } from './order-mail.js';
import { decidedOrder, lockPendingOrder } from './pending-order.js';

// Aceptar, in the call's one transaction: the order becomes success, the buyer is enrolled in what they bought and
// the bought modules are unlocked. A second accept waits on the order's lock and then answers 409.
export const activateOrders = defineHandler(orders.activateOrders, async (input, ctx) => {
  const order = await lockPendingOrder(ctx, input.order_id);
  ctx.audit.recordId = order.id;
  await acceptOrder(ctx.db, {
    entityId: entityOf(ctx),
    orderId: order.id,
    buyerId: order.user_id,
    decidedBy: callerOf(ctx).id,
  });
  await mailOrderDecision(ctx, order.id, 'success');
  return { order: await decidedOrder(ctx, order.id), message: M.ORDER_ACCEPTED };
});
