import { M, orders } from '@edu/shared';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { holdMatching, matchOf, recordPayment, rematchEntity } from '../reconciliation/index.js';
import { acceptOrder } from './accept-order.js';
import { mailOrderDecision } from './order-mail.js';
import { lockOrder } from './orders.queries.js';

// 'Aceptar coincidencias' (decision 0062): each order the counter saw as 'Coincide' is accepted as Aceptar does it
// (acceptOrder: enrolment and unlocked modules; the buyer's mail; an audit line each), and records the movement that
// paid it. Each is checked again under its lock: one that is no longer pending, no longer 'Coincide', or whose movement
// another order took meanwhile is skipped, left as it is and named in the answer. One transaction: all or nothing.
export const acceptMatchedOrders = defineHandler(orders.acceptMatchedOrders, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const decidedBy = callerOf(ctx).id;
  await holdMatching(ctx.db, entityId);
  const accepted: string[] = [];
  const skipped: { order_id: string; reason: string }[] = [];
  let issued = 0;
  // in id order, so that two of these calls at once lock the orders in the same order
  for (const orderId of [...new Set(input.order_ids)].sort()) {
    const order = await lockOrder(ctx.db, entityId, orderId);
    if (!order) {
      skipped.push({ order_id: orderId, reason: M.NOT_FOUND });
      continue;
    }
    if (order.state !== 'pending') {
      skipped.push({ order_id: orderId, reason: M.ORDER_NOT_PENDING });
      continue;
    }
    const match = await matchOf(ctx.db, orderId);
    if (match?.match_state !== 'coincide' || !match.match_movement_id) {
      skipped.push({ order_id: orderId, reason: M.MATCH_NO_LONGER });
      continue;
    }
    if (!(await recordPayment(ctx.db, orderId, match.match_movement_id))) {
      skipped.push({ order_id: orderId, reason: M.MOVEMENT_ALREADY_USED });
      continue;
    }
    const receipt = await acceptOrder(ctx.db, {
      entityId,
      orderId,
      buyerId: order.user_id,
      decidedBy,
      at: ctx.services.clock.now(),
    });
    if (receipt) issued += 1;
    await mailOrderDecision(ctx, orderId, 'success');
    accepted.push(orderId);
  }
  // the receipts are sent once this commits (decision 0063)
  if (issued) ctx.afterCommit(async () => ctx.services.receiptSender.kick());
  if (accepted.length) await rematchEntity(ctx.db, entityId);
  if (accepted.length) ctx.audit.recordIds = accepted;
  else ctx.audit.unchanged = true;
  return { accepted, skipped, message: M.acceptMatchesDone(accepted.length, skipped.length) };
});
