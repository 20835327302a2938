import { M, orders } from '@edu/shared';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { holdMatching, rematchEntity } from '../reconciliation/index.js';
import { issueCreditNote } from '../receipts/index.js';
import { lockAcceptedOrder } from './accepted-order.js';
import { mailOrderDecision } from './order-mail.js';
import { revokeOrder } from './order-grants.js';
import { annulOrderRow } from './orders.queries.js';
import { decidedOrder } from './pending-order.js';

// Anular, in the call's one transaction: the order becomes annulled with the admin's reason, the buyer loses what its
// acceptance gave them (order-grants.ts: what they had from elsewhere stays), its receipt gets its credit note, and
// the buyer is told by mail. The movement that paid it stays recorded on it: the money did arrive (the cash view
// counts it, and it pays no other order). A second annulment answers the annulled order and changes nothing.
export const annulOrder = defineHandler(orders.annulOrder, async (input, ctx) => {
  const entityId = entityOf(ctx);
  await holdMatching(ctx.db, entityId);
  const { order, isDone } = await lockAcceptedOrder(ctx, input.order_id);
  if (isDone) return { order: await decidedOrder(ctx, order.id), message: M.ORDER_ALREADY_ANNULLED };
  await annulOrderRow(ctx.db, order.id, { by: callerOf(ctx).id, reason: input.message });
  await revokeOrder(ctx.db, { orderId: order.id, entityId, userId: order.user_id });
  const note = await issueCreditNote(ctx.db, { entityId, orderId: order.id, at: ctx.services.clock.now() });
  // the note is sent once this commits, after its receipt was accepted (decision 0063)
  if (note) ctx.afterCommit(async () => ctx.services.receiptSender.kick());
  await rematchEntity(ctx.db, entityId);
  await mailOrderDecision(ctx, order.id, 'annulled');
  return { order: await decidedOrder(ctx, order.id), message: M.ORDER_ANNULLED };
});
