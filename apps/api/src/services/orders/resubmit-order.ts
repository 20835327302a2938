import { LIMITS, M, orders } from '@edu/shared';
import { AppError, notFound, validation } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { holdMatching, rematchEntity } from '../reconciliation/index.js';
import { checkNotOwned } from './order-rules.js';
import { lockBuyer, replaceVouchers } from './orders.queries.js';
import { toMyOrder } from './my-order-output.js';
import { lockMyOrder, myOrder, reopenMyOrder, scheduledsOfOrder } from './my-orders.queries.js';

// A rejected order sent again with new vouchers (04 §2.2): it is pending again, at its original prices, and the
// counter decides anew; the old voucher files are removed once this commits. The rules of buying still hold.
export const resubmitOrder = defineHandler(orders.resubmitOrder, async (input, ctx) => {
  const userId = callerOf(ctx).id;
  const entityId = entityOf(ctx);
  const vouchers = ctx.files.vouchers ?? [];
  await holdMatching(ctx.db, entityId);
  await lockBuyer(ctx.db, userId);
  const order = await lockMyOrder(ctx.db, entityId, userId, input.order_id);
  if (!order) throw notFound();
  if (order.state !== 'rejected') throw new AppError('CONFLICT', M.ORDER_NOT_RESUBMITTABLE);
  if (!vouchers.length) throw validation(M.ORDER_VOUCHER_REQUIRED, { vouchers: M.ORDER_VOUCHER_REQUIRED });
  if (vouchers.length > LIMITS.vouchers)
    throw validation(M.ORDER_TOO_MANY_VOUCHERS, { vouchers: M.ORDER_TOO_MANY_VOUCHERS });
  await checkNotOwned(ctx.db, userId, await scheduledsOfOrder(ctx.db, order.id), order.id);
  ctx.audit.recordId = order.id;
  await reopenMyOrder(ctx.db, order.id, input.operation_number);
  const old = await replaceVouchers(ctx.db, {
    orderId: order.id,
    entityId,
    vouchers: vouchers.map((v) => ({ key: v.key, sha256: v.sha256 })),
  });
  await rematchEntity(ctx.db, entityId);
  ctx.afterCommit(() => Promise.all(old.map((key) => ctx.services.storage.delete(key))));
  // the new vouchers are read in the background (decision 0060); the old ones' readings went with their rows
  await ctx.services.reader.enqueue(ctx.db, order.id);
  ctx.afterCommit(async () => ctx.services.reader.kick());
  return { order: await toMyOrder(ctx.db, await myOrder(ctx.db, userId, order.id), ctx.services.storage) };
});
