import type { MyOrder } from '@edu/shared';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../storage/storage.js';
import { orderReceiptOf } from '../receipts/index.js';
import { toProductOutput } from './order-output.js';
import { productsOf, vouchersOf } from './orders.queries.js';
import type { MyOrderRow } from './my-orders.queries.js';

/** An order as its buyer sees it: lines, total, state, the counter's comment and the vouchers through signed links. */
export async function toMyOrder(db: Db, row: MyOrderRow, storage: Storage): Promise<MyOrder> {
  const [products, vouchers] = await Promise.all([productsOf(db, row.id), vouchersOf(db, row.id)]);
  return {
    _id: row.id,
    state: row.state,
    total_price: row.total_price,
    operation_number: row.operation_number,
    comment: row.comment,
    created_at: new Date(row.created_at).toISOString(),
    decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    products: products.map((p) => toProductOutput(p, storage)),
    vouchers: vouchers.map((v) => ({ _id: v.id, image_url: storage.urlOf(v.file_key) })),
    receipt: orderReceiptOf(row),
  };
}
