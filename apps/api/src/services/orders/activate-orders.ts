import { M, orders } from '@edu/shared';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { holdMatching, matchOf, recordPayment, rematchEntity } from '../reconciliation/index.js';
import { acceptOrder } from './accept-order.js';
import { mailOrderDecision } from './order-mail.js';
import { decidedOrder, lockPendingOrder } from './pending-order.js';

// Aceptar, in the call's one transaction: the order becomes success, the buyer is enrolled in what they bought and
// the bought modules are unlocked. A second accept waits on the order's lock and then answers the accepted order,
// changing nothing (a rejected or cancelled one: 409).
export const activateOrders = defineHandler(orders.activateOrders, async (input, ctx) => {
  await holdMatching(ctx.db, entityOf(ctx));
  const { order, isDone } = await lockPendingOrder(ctx, input.order_id, 'success');
  if (isDone) return { order: await decidedOrder(ctx, order.id), message: M.ORDER_ALREADY_ACCEPTED };
  // an order that 'Coincide' records the movement that paid it, unless another order took it meanwhile (decision 0062)
  const match = await matchOf(ctx.db, order.id);
  if (match?.match_state === 'coincide' && match.match_movement_id)
    await recordPayment(ctx.db, order.id, match.match_movement_id);
  const receipt = await acceptOrder(ctx.db, {
    entityId: entityOf(ctx),
    orderId: order.id,
    buyerId: order.user_id,
    decidedBy: callerOf(ctx).id,
    at: ctx.services.clock.now(),
  });
  // its receipt is sent once this commits (decision 0063): accepting never waits for SUNAT
  if (receipt) ctx.afterCommit(async () => ctx.services.receiptSender.kick());
  await rematchEntity(ctx.db, entityOf(ctx));
  await mailOrderDecision(ctx, order.id, 'success');
  return { order: await decidedOrder(ctx, order.id), message: M.ORDER_ACCEPTED };
});
