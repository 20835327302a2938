// SQL of Mis pedidos (04 §2.2): only the caller's orders, newest first (orders_buyer_idx).
import type { OrderState } from '@edu/shared';
import type { Db } from '../../db/client.js';
import { ORDER_RECEIPT_COLUMNS, type OrderReceiptColumns } from '../receipts/index.js';
import { COMMENT } from './orders.queries.js';

export interface MyOrderRow extends OrderReceiptColumns {
  id: string;
  state: OrderState;
  total_price: string;
  operation_number: string | null;
  comment: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const MY_ORDER_SELECT = `
  SELECT o.id, o.state, o.total_price::text AS total_price, o.operation_number, ${COMMENT}, o.created_at, o.decided_at,
         ${ORDER_RECEIPT_COLUMNS}
    FROM orders o`;

export async function myOrdersPage(db: Db, entityId: string, userId: string, limit: number, offset: number) {
  const rows = await db.query<MyOrderRow & { total: number }>(
    `${MY_ORDER_SELECT.replace('SELECT', 'SELECT count(*) OVER ()::int AS total,')}
     WHERE entity_id = $1 AND user_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [entityId, userId, limit, offset],
  );
  if (rows.length || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [{ total }] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM orders WHERE entity_id = $1 AND user_id = $2',
    [entityId, userId],
  );
  return { rows: [], total };
}

/** The caller's order, locked until the call's transaction ends; undefined when it is not theirs. */
export async function lockMyOrder(db: Db, entityId: string, userId: string, id: string) {
  const rows = await db.query<MyOrderRow>(`${MY_ORDER_SELECT} WHERE id = $1 AND entity_id = $2 AND user_id = $3 FOR UPDATE`, [
    id,
    entityId,
    userId,
  ]);
  return rows[0];
}

export async function myOrder(db: Db, userId: string, id: string) {
  const rows = await db.query<MyOrderRow>(`${MY_ORDER_SELECT} WHERE id = $1 AND user_id = $2`, [id, userId]);
  return rows[0];
}

export async function cancelMyOrder(db: Db, id: string, userId: string) {
  await db.query(
    `UPDATE orders SET state = 'canceled', decided_by = $2, decided_at = clock_timestamp(), updated_at = now()
     WHERE id = $1 AND state = 'pending'`,
    [id, userId],
  );
}

/** A rejected order goes back to pending with new vouchers: the counter decides again (the old comment is kept). */
export async function reopenMyOrder(db: Db, id: string, operationNumber: string | undefined) {
  await db.query(
    `UPDATE orders SET state = 'pending', decided_by = NULL, decided_at = NULL, updated_at = now(),
            operation_number = coalesce($2, operation_number), created_at = clock_timestamp()
     WHERE id = $1 AND state = 'rejected'`,
    [id, operationNumber ?? null],
  );
}

/** What an order bought, as the rules of buying read it (order-rules.ts). */
export async function scheduledsOfOrder(db: Db, orderId: string) {
  return db.query<{ id: string; main_scheduled: string | null; course_id: string }>(
    `SELECT s.id, s.main_scheduled, s.course_id FROM order_items i JOIN scheduleds s ON s.id = i.scheduled_id
     WHERE i.order_id = $1`,
    [orderId],
  );
}
