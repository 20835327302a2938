import { orders } from '@edu/shared';
import { notFound } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { toOrderOutput, toProductOutput } from './order-output.js';
import { duplicatesOf, orderOfEntity, productsOf, readingsOf, vouchersOf } from './orders.queries.js';

// The order detail of 02 §2.12: buyer, lines and total, and each voucher image through a fresh signed link, with the
// other orders that may have been paid with the same voucher (04 §2.4 'Posible voucher duplicado') and what the server
// read from it (decision 0060).
export const getOrderDetail = defineHandler(orders.getOrderDetail, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const order = await orderOfEntity(ctx.db, entityId, input.order_id);
  if (!order) throw notFound();
  const { storage } = ctx.services;
  const [vouchers, products] = [await vouchersOf(ctx.db, order.id), await productsOf(ctx.db, order.id)];
  const duplicates = await duplicatesOf(ctx.db, entityId, order.id);
  const readings = new Map((await readingsOf(ctx.db, entityId, order.id)).map((r) => [r.voucher_id, r]));
  return {
    order: toOrderOutput(order, storage),
    vouchers: vouchers.map((v) => ({
      _id: v.id,
      image_url: storage.urlOf(v.file_key),
      duplicates: duplicates
        .filter((d) => d.voucher_id === v.id)
        .map((d) => ({
          order_id: d.order_id,
          reason: d.reason,
          buyer: d.buyer,
          email: d.email,
          created_at: new Date(d.created_at).toISOString(),
          state: d.state,
        })),
      reading: readingOutput(readings.get(v.id)),
    })),
    products: products.map((p) => toProductOutput(p, storage)),
  };
});

function readingOutput(r: Awaited<ReturnType<typeof readingsOf>>[number] | undefined) {
  if (!r) return null;
  const isDone = r.state === 'done';
  return {
    state: r.state,
    source: isDone ? r.source : null,
    operation_number: isDone ? r.operation_number : null,
    amount: isDone ? r.amount : null,
    paid_at: isDone && r.paid_at ? new Date(r.paid_at).toISOString() : null,
    confidence: isDone ? r.confidence : null,
  };
}
