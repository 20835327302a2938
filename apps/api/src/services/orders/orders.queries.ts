// SQL of orders, their lines and their vouchers; every query names its entity or an order already found inside it.
// Money stays numeric in SQL and crosses into JS as text only (03 §1: exact soles). See docs/decisions/0018.
import type { MatchReason, MatchState, OrderState, VoucherReadingState, VoucherSource } from '@edu/shared';
import type { Db } from '../../db/client.js';
import { type CountFn, countNow } from '../../db/count-cache.js';
import { scanFor } from '../../db/page-scan.js';
import { likeContains, walkedLike, walksPage } from '../../db/search.js';
import { ORDER_RECEIPT_COLUMNS, type OrderReceiptColumns } from '../receipts/index.js';
import { pricedLinesSql } from './order-lines.queries.js';

export interface OrderRow extends OrderReceiptColumns {
  id: string;
  state: OrderState;
  total_price: string;
  comment: string | null;
  created_at: Date;
  decided_at: Date | null;
  operation_number: string | null;
  user_id: string;
  name: string;
  lastname: string;
  photo: string | null;
  email: string;
  phone: string | null;
  dni: string | null;
  address: string | null;
  match_state: MatchState | null;
  match_reason: MatchReason | null;
  /** the movement that paid it (accepted) or that fits it (pending), with its account (decision 0062) */
  movement: MovementRow | null;
  paid: boolean;
}

export interface MovementRow {
  id: string;
  operation_number: string | null;
  amount: string;
  moved_at: string;
  kind: string;
  bank: string | null;
  bank_name: string | null;
  number: string;
}

/** an order's comment as the screens show it: the reason it was annulled, else the one it was rejected with */
export const COMMENT = `CASE WHEN o.state = 'annulled' THEN o.annul_reason ELSE o.comment END AS comment`;

const ORDER_SELECT = `
  SELECT o.id, o.state, o.total_price::text AS total_price, ${COMMENT}, o.created_at, o.decided_at, o.operation_number,
         u.id AS user_id, u.name, u.lastname, u.photo, u.email, u.phone, u.dni, u.address,
         o.match_state, o.match_reason, (o.movement_id IS NOT NULL) AS paid,
         (SELECT json_build_object('id', m.id, 'operation_number', m.operation_number, 'amount', m.amount::text,
                   'moved_at', m.moved_at, 'kind', a.kind, 'bank', a.bank, 'bank_name', a.bank_name, 'number', a.number)
            FROM bank_movements m JOIN payment_accounts a ON a.id = m.account_id
           WHERE m.id = COALESCE(o.movement_id, o.match_movement_id)) AS movement,
         ${ORDER_RECEIPT_COLUMNS}
  FROM orders o JOIN users u ON u.id = o.user_id`;

const SORTS = { '-created_at': 'o.created_at DESC, o.id DESC', created_at: 'o.created_at, o.id' } as const;
export type OrderSort = keyof typeof SORTS;

/**
 * One page of the entity's orders in the given states; `email` matches part of the buyer's e-mail, any case. Without
 * an e-mail the total is counted from the orders' indexes alone (no user is read) and the page's ids are read from the
 * nearer end of the index (db/page-scan.ts); with one, the matches are counted first, then a frequent term's page is
 * walked from the same index and a rare one's read from its matches (db/search.ts, decision 0044).
 */
export async function listOrders(
  db: Db,
  entityId: string,
  f: {
    states: OrderState[];
    email: string;
    sort: OrderSort;
    limit: number;
    offset: number;
    /** the most rows a search's page may walk (db/search.ts WALK_ROWS; the tests force either way) */
    walkRows?: number;
    /** only these match states (decision 0062) */
    matchStates?: MatchState[];
  },
  count: CountFn = countNow,
) {
  if (f.matchStates?.length) return listMatched(db, entityId, { ...f, matchStates: f.matchStates }, count);
  // one state (the usual: pending vouchers) as an equality, so that orders_list_idx gives the page in its order;
  // with `= ANY(…)` PostgreSQL reads every order in the state and sorts them (6 ms → 0.4 ms at 30,000 pending)
  const oneState = f.states.length === 1;
  const inStates = `o.entity_id = $1 AND ${oneState ? 'o.state = $2' : 'o.state = ANY($2::text[])'}`;
  const states = oneState ? f.states[0] : f.states;
  const countAll = () => count(db, `SELECT count(*)::int AS n FROM orders o WHERE ${inStates}`, [entityId, states]);
  // the page's ids from the orders' index, from its nearer end; `matching` tests each order read (a search's walk)
  const walkedPage = async (n: number, matching: string, params: unknown[]) => {
    const scan = scanFor(n, f.offset, f.limit);
    if (!scan) return [];
    const newestFirst = f.sort === '-created_at';
    const inner = newestFirst !== scan.reverse ? SORTS['-created_at'] : SORTS.created_at;
    const at = params.length;
    return db.query<OrderRow>(
      `${ORDER_SELECT}
       JOIN (SELECT o.id FROM orders o WHERE ${inStates}${matching} ORDER BY ${inner} LIMIT $${at + 1} OFFSET $${at + 2}) page
         ON page.id = o.id
       ORDER BY ${SORTS[f.sort]}`,
      [...params, scan.limit, scan.offset],
    );
  };
  if (f.email) {
    const where = `o.entity_id = $1 AND o.state = ANY($2::text[]) AND lower(u.email) LIKE lower($3)`;
    const params = [entityId, f.states, likeContains(f.email)];
    // the total first (kept by the count cache like the unsearched one): a frequent term's page is then walked from
    // the orders' index, a rare one's read from its few matches (db/search.ts)
    const n = await count(
      db,
      `SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE ${where}`,
      params,
    );
    const scan = scanFor(n, f.offset, f.limit);
    if (!scan) return { rows: [], total: n };
    if (await walksPage(n, countAll, scan.offset, scan.limit, f.walkRows)) {
      const buyer = `SELECT 1 FROM users u WHERE u.id = o.user_id AND ${walkedLike('lower(u.email)', 'lower($3)')}`;
      return { rows: await walkedPage(n, ` AND EXISTS (${buyer})`, [entityId, states, params[2]]), total: n };
    }
    // fenced: the matches are found from the e-mail's trigram index, not by walking the orders newest first and
    // testing each buyer (the LIMIT would invite that plan)
    const rows = await db.query<OrderRow>(
      `WITH found AS MATERIALIZED (${ORDER_SELECT} WHERE ${where})
       SELECT o.* FROM found o ORDER BY ${SORTS[f.sort]} LIMIT $4 OFFSET $5`,
      [...params, f.limit, f.offset],
    );
    return { rows, total: n };
  }
  const n = await countAll();
  return { rows: await walkedPage(n, '', [entityId, states]), total: n };
}

/**
 * A page of the orders in the given match states: read from orders_match_idx (entity, state, match state, newest
 * first), the e-mail filter joined as the other lists do.
 */
async function listMatched(
  db: Db,
  entityId: string,
  f: { states: OrderState[]; email: string; sort: OrderSort; limit: number; offset: number; matchStates: MatchState[] },
  count: CountFn,
) {
  const where = `o.entity_id = $1 AND o.state = ANY($2::text[]) AND o.match_state = ANY($3::text[])${
    f.email ? ' AND lower(u.email) LIKE lower($4)' : ''
  }`;
  const params: unknown[] = [entityId, f.states, f.matchStates, ...(f.email ? [likeContains(f.email)] : [])];
  const total = await count(db, `SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE ${where}`, params);
  const at = params.length;
  const rows = await db.query<OrderRow>(
    `${ORDER_SELECT} WHERE ${where} ORDER BY ${SORTS[f.sort]} LIMIT $${at + 1} OFFSET $${at + 2}`,
    [...params, f.limit, f.offset],
  );
  return { rows, total };
}

export async function orderOfEntity(db: Db, entityId: string, id: string): Promise<OrderRow | undefined> {
  return (await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = $1 AND o.entity_id = $2`, [id, entityId]))[0];
}

/** The order row, locked until the call's transaction ends: two decisions on one order run one after the other. */
export async function lockOrder(db: Db, entityId: string, id: string) {
  const rows = await db.query<{ id: string; state: OrderState; user_id: string }>(
    'SELECT id, state, user_id FROM orders WHERE id = $1 AND entity_id = $2 FOR UPDATE',
    [id, entityId],
  );
  return rows[0];
}

/** Closes a pending order (the caller holds its lock). */
export async function decideOrder(
  db: Db,
  id: string,
  d: { state: 'success' | 'rejected'; by: string; comment?: string },
) {
  await db.query(
    `UPDATE orders SET state = $2, decided_by = $3, decided_at = clock_timestamp(), comment = coalesce($4, comment),
            updated_at = now()
     WHERE id = $1 AND state = 'pending'`,
    [id, d.state, d.by, d.comment ?? null],
  );
}

/** Annuls an accepted order (the caller holds its lock); decided_* stay the acceptance's (migration 030). */
export async function annulOrderRow(db: Db, id: string, a: { by: string; reason: string }) {
  await db.query(
    `UPDATE orders SET state = 'annulled', annulled_by = $2, annulled_at = clock_timestamp(), annul_reason = $3,
            updated_at = now()
     WHERE id = $1 AND state = 'success'`,
    [id, a.by, a.reason],
  );
}

export interface ProductRow {
  id: string;
  scheduled_id: string;
  category_name: string;
  course_name: string;
  preview: string | null;
  course_price: string;
  inscription_price: string;
  total_price: string;
}

/** The lines of an order, in the order they were placed; the cover is read live (covers are replaced and deleted). */
export async function productsOf(db: Db, orderId: string) {
  return db.query<ProductRow>(
    `SELECT i.id, i.scheduled_id, i.category_name, i.course_name,
            coalesce(s.coverpage, m.coverpage, c.preview, p.preview) AS preview,
            i.course_price::text AS course_price, i.inscription_price::text AS inscription_price,
            i.total_price::text AS total_price
     FROM order_items i
     JOIN scheduleds s ON s.id = i.scheduled_id
     LEFT JOIN scheduleds m ON m.id = s.main_scheduled
     JOIN courses c ON c.id = s.course_id
     LEFT JOIN courses p ON p.id = c.parent_course_id
     WHERE i.order_id = $1 ORDER BY i.seq`,
    [orderId],
  );
}

export async function vouchersOf(db: Db, orderId: string) {
  return db.query<{ id: string; file_key: string }>(
    'SELECT id, file_key FROM order_vouchers WHERE order_id = $1 ORDER BY seq',
    [orderId],
  );
}

/** what was read from each voucher of the order (decision 0060); a voucher stored before readings began has none */
export async function readingsOf(db: Db, entityId: string, orderId: string) {
  return db.query<{
    voucher_id: string;
    state: VoucherReadingState;
    source: VoucherSource | null;
    operation_number: string | null;
    amount: string | null;
    paid_at: Date | null;
    confidence: { operation_number: number; amount: number; paid_at: number; source: number } | null;
  }>(
    `SELECT voucher_id, state, source, operation_number, amount::text AS amount, paid_at, confidence
     FROM voucher_readings WHERE entity_id = $1 AND order_id = $2`,
    [entityId, orderId],
  );
}

/**
 * Per voucher of the order, the entity's other orders that look paid with the same voucher: the same image bytes, or
 * (for every voucher of the order) the same operation number and total. Read from their indexes, newest first.
 */
export async function duplicatesOf(db: Db, entityId: string, orderId: string) {
  return db.query<{
    voucher_id: string;
    order_id: string;
    reason: 'image' | 'operation';
    buyer: string;
    email: string;
    created_at: Date;
    state: OrderState;
  }>(
    `SELECT x.voucher_id, x.order_id, x.reason, trim(u.name || ' ' || u.lastname) AS buyer, u.email, o.created_at, o.state
     FROM (
       SELECT v.id AS voucher_id, d.order_id, 'image' AS reason
       FROM order_vouchers v JOIN order_vouchers d ON d.entity_id = $1 AND d.sha256 = v.sha256 AND d.order_id <> v.order_id
       WHERE v.order_id = $2
       UNION
       SELECT v.id, o2.id, 'operation'
       FROM orders o JOIN order_vouchers v ON v.order_id = o.id
       JOIN orders o2 ON o2.entity_id = $1 AND o2.operation_number = o.operation_number AND o2.total_price = o.total_price
                     AND o2.id <> o.id
       WHERE o.id = $2 AND o.operation_number IS NOT NULL
     ) x
     JOIN orders o ON o.id = x.order_id JOIN users u ON u.id = o.user_id
     ORDER BY x.voucher_id, x.reason, o.created_at, x.order_id`,
    [entityId, orderId],
  );
}

/** What an accepted order enrols: each bought scheduled course with its main course (a module schedule's). */
export async function boughtOf(db: Db, orderId: string) {
  return db.query<{ scheduled_id: string; main_id: string; is_main: boolean }>(
    `SELECT s.id AS scheduled_id, coalesce(s.main_scheduled, s.id) AS main_id, s.type_of_scheduled = 'main' AS is_main
     FROM order_items i JOIN scheduleds s ON s.id = i.scheduled_id
     WHERE i.order_id = $1 ORDER BY coalesce(s.main_scheduled, s.id), s.id`,
    [orderId],
  );
}

/** Whether the user holds any role in the entity (and the entity is not deleted): who may place an order there. */
export async function isMemberOf(db: Db, entityId: string, userId: string) {
  const rows = await db.query(
    `SELECT 1 FROM memberships m JOIN entities e ON e.id = m.entity_id
     WHERE m.entity_id = $1 AND m.user_id = $2 AND e.deleted_at IS NULL LIMIT 1`,
    [entityId, userId],
  );
  return rows.length > 0;
}

export interface ForSale {
  id: string;
  main_scheduled: string | null;
  course_id: string;
}

/** The entity's scheduled courses and module schedules among `ids`. */
/** The entity's scheduled courses among `ids`, each with whether its programme is on sale (published, not ended). */
export async function scheduledsForSale(db: Db, entityId: string, ids: string[]) {
  return db.query<ForSale & { on_sale: boolean }>(
    `SELECT s.id, s.main_scheduled, s.course_id,
            (p.publish AND p.end_date >= (now() AT TIME ZONE 'America/Lima')::date) AS on_sale
     FROM scheduleds s JOIN scheduleds p ON p.id = coalesce(s.main_scheduled, s.id)
     WHERE s.entity_id = $1 AND s.id = ANY($2::uuid[])`,
    [entityId, ids],
  );
}

/**
 * Places a pending order: one line per scheduled course, priced now (order-lines.queries.ts), the total summed in SQL,
 * then the vouchers.
 */
export async function insertOrder(
  db: Db,
  o: {
    entityId: string;
    userId: string;
    scheduledIds: string[];
    vouchers: { key: string; sha256: string }[];
    operationNumber?: string;
    /** a factura's company; absent: a boleta in the buyer's name */
    factura?: { ruc: string; legalName: string } | null;
  },
) {
  const [{ id }] = await db.query<{ id: string }>(
    `INSERT INTO orders (entity_id, user_id, total_price, operation_number, receipt_kind, buyer_ruc, buyer_legal_name)
     VALUES ($1, $2, 0, $3, $4, $5, $6) RETURNING id`,
    [
      o.entityId,
      o.userId,
      o.operationNumber ?? null,
      o.factura ? 'factura' : 'boleta',
      o.factura?.ruc ?? null,
      o.factura?.legalName ?? null,
    ],
  );
  await db.query(
    `INSERT INTO order_items (order_id, entity_id, scheduled_id, category_name, course_name, course_price, inscription_price,
                              total_price)
     SELECT $1, $2, l.scheduled_id, l.category_name, l.course_name, l.course_price, l.inscription_price, l.total_price
     FROM (${pricedLinesSql('$2', '$3')}) l
     ORDER BY l.n`,
    [id, o.entityId, o.scheduledIds],
  );
  await db.query(
    `UPDATE orders SET total_price = (SELECT coalesce(sum(total_price), 0) FROM order_items WHERE order_id = $1)
     WHERE id = $1`,
    [id],
  );
  await insertVouchers(db, { orderId: id, entityId: o.entityId, vouchers: o.vouchers });
  return id;
}

/**
 * The buyer's orders are placed one after the other (until the transaction ends), so that two orders sent at once
 * cannot both pass the one-pending-order rule.
 */
export async function lockBuyer(db: Db, userId: string) {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('orders-of:' || $1))`, [userId]);
}

/**
 * The user's pending orders for main scheduled courses among `mainIds` (for the course or one of its modules), each
 * with its main, leaving out the order `exceptOrderId` (the rejected one sent again). Newest first.
 */
export async function pendingOrdersFor(db: Db, userId: string, mainIds: string[], exceptOrderId: string | null = null) {
  return db.query<{ main_id: string; order_id: string }>(
    `SELECT DISTINCT coalesce(s.main_scheduled, s.id) AS main_id, o.id AS order_id, o.created_at
     FROM orders o JOIN order_items i ON i.order_id = o.id JOIN scheduleds s ON s.id = i.scheduled_id
     WHERE o.user_id = $1 AND o.state = 'pending' AND coalesce(s.main_scheduled, s.id) = ANY($2::uuid[])
       AND o.id IS DISTINCT FROM $3::uuid
     ORDER BY o.created_at DESC, o.id`,
    [userId, mainIds, exceptOrderId],
  );
}

/** The main scheduled courses among `mainIds` for which the user has a pending order (pendingOrdersFor). */
export async function pendingMains(db: Db, userId: string, mainIds: string[], exceptOrderId: string | null) {
  return new Set((await pendingOrdersFor(db, userId, mainIds, exceptOrderId)).map((r) => r.main_id));
}

/** What the user already has of these scheduled courses: per main, the modules bought (course ids). */
export async function boughtModules(db: Db, userId: string, mainIds: string[]) {
  const rows = await db.query<{ main_scheduled: string; course_id: string }>(
    `SELECT main_scheduled, course_id FROM student_modules
     WHERE user_id = $1 AND buyed AND main_scheduled = ANY($2::uuid[])`,
    [userId, mainIds],
  );
  const byMain = new Map<string, Set<string>>();
  for (const r of rows) byMain.set(r.main_scheduled, (byMain.get(r.main_scheduled) ?? new Set()).add(r.course_id));
  return byMain;
}

/** Replaces an order's vouchers (the keys of the removed files are answered, to delete after the commit). */
export async function replaceVouchers(db: Db, o: { orderId: string; entityId: string; vouchers: { key: string; sha256: string }[] }) {
  const old = await db.query<{ file_key: string }>('DELETE FROM order_vouchers WHERE order_id = $1 RETURNING file_key', [
    o.orderId,
  ]);
  await insertVouchers(db, o);
  return old.map((r) => r.file_key);
}

export async function insertVouchers(db: Db, o: { orderId: string; entityId: string; vouchers: { key: string; sha256: string }[] }) {
  await db.query(
    `INSERT INTO order_vouchers (order_id, entity_id, file_key, sha256)
     SELECT $1, $2, k, h FROM unnest($3::text[], $4::text[]) WITH ORDINALITY AS x(k, h, n) ORDER BY x.n`,
    [o.orderId, o.entityId, o.vouchers.map((v) => v.key), o.vouchers.map((v) => v.sha256)],
  );
}
