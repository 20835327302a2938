// SQL of the figures shared by Métricas (every entity, grouped by entity) and an entity's Resumen (one entity): each
// reads the tables its list reads, and `$1` (the entity, or null for all) keeps an entity's dashboard to its own rows.
// A null `$1` is folded away by the planner (the parameters are known when a statement is planned), so the entity's
// queries use the entity's indexes (migration 016). Months are the platform's time zone's (TIME_ZONE).
import type { Db } from '../../db/client.js';

const OF_ENTITY = (column: string) => `($1::uuid IS NULL OR ${column} = $1::uuid)`;

export interface Window {
  /** the first instant of the period */
  since: string;
  /** 'YYYY-MM' of each month of the period, oldest first */
  months: string[];
}

/** The last `months` months up to `now`, the current one included, as months of `timeZone`. */
export async function periodWindow(db: Db, now: Date, timeZone: string, months: number): Promise<Window> {
  const rows = await db.query<{ month: string; since: Date | string }>(
    `WITH b AS (SELECT date_trunc('month', $1::timestamptz AT TIME ZONE $2) - make_interval(months => $3 - 1) AS first)
     SELECT to_char(m, 'YYYY-MM') AS month, (SELECT first AT TIME ZONE $2 FROM b) AS since
     FROM b, generate_series(b.first, b.first + make_interval(months => $3 - 1), interval '1 month') AS m ORDER BY m`,
    [now, timeZone, months],
  );
  return { since: new Date(rows[0].since).toISOString(), months: rows.map((r) => r.month) };
}

type ByEntity<T> = T & { entity_id: string };

/** People per entity: staff (any role but estudiante, each person once) and students. */
export async function people(db: Db, entityId: string | null) {
  return db.query<ByEntity<{ staff: number; students: number }>>(
    `SELECT entity_id, count(DISTINCT user_id) FILTER (WHERE role_id <> 'estudiante')::int AS staff,
            count(*) FILTER (WHERE role_id = 'estudiante')::int AS students
     FROM memberships WHERE ${OF_ENTITY('entity_id')} GROUP BY entity_id`,
    [entityId],
  );
}

/** Programmes, and main scheduled courses whose dates include `today`. */
export async function offer(db: Db, entityId: string | null, today: string) {
  return db.query<ByEntity<{ programmes: number; running: number }>>(
    `SELECT entity_id, sum(programmes)::int AS programmes, sum(running)::int AS running FROM (
       SELECT entity_id, count(*) AS programmes, 0 AS running FROM courses
       WHERE alias = 'programa' AND ${OF_ENTITY('entity_id')} GROUP BY entity_id
       UNION ALL
       SELECT entity_id, 0, count(*) FROM scheduleds
       WHERE type_of_scheduled = 'main' AND start_date <= $2::date AND end_date >= $2::date AND ${OF_ENTITY('entity_id')}
       GROUP BY entity_id) t
     GROUP BY entity_id`,
    [entityId, today],
  );
}

/** Orders placed since `since`, by their state now. */
export async function ordersByState(db: Db, entityId: string | null, since: string) {
  return db.query<ByEntity<{ state: string; count: number }>>(
    `SELECT entity_id, state, count(*)::int AS count FROM orders
     WHERE created_at >= $2 AND ${OF_ENTITY('entity_id')} GROUP BY entity_id, state`,
    [entityId, since],
  );
}

/** Soles of the orders accepted since `since`, per month of their acceptance. */
export async function revenueByMonth(db: Db, entityId: string | null, since: string, timeZone: string) {
  return db.query<ByEntity<{ month: string; amount: string }>>(
    `SELECT entity_id, to_char(m, 'YYYY-MM') AS month, amount::numeric(14, 2)::text AS amount FROM (
       SELECT entity_id, date_trunc('month', decided_at AT TIME ZONE $3) AS m, sum(total_price) AS amount
       FROM orders WHERE state = 'success' AND decided_at >= $2 AND ${OF_ENTITY('entity_id')} GROUP BY 1, 2) t`,
    [entityId, since, timeZone],
  );
}

/**
 * The orders waiting for the counter (the /vouchers list: every pending order) and the age in days of each, bucketed
 * under 1, 3 and 7 days, with the oldest age. Read from orders_list_idx alone.
 */
export async function vouchersWaiting(db: Db, entityId: string | null, now: Date, bounds: readonly number[]) {
  return db.query<ByEntity<{ day: number; days3: number; week: number; older: number; oldest_days: number | null }>>(
    `WITH w AS (
       SELECT entity_id, extract(epoch FROM $2::timestamptz - created_at) / 86400 AS age
       FROM orders WHERE state = 'pending' AND ${OF_ENTITY('entity_id')})
     SELECT entity_id, count(*) FILTER (WHERE age < $3)::int AS day, count(*) FILTER (WHERE age >= $3 AND age < $4)::int AS days3,
            count(*) FILTER (WHERE age >= $4 AND age < $5)::int AS week, count(*) FILTER (WHERE age >= $5)::int AS older,
            floor(max(age))::int AS oldest_days
     FROM w GROUP BY entity_id`,
    [entityId, now, ...bounds],
  );
}

/** Stored files: class materials with their recorded size, deposit vouchers and certificates (counted). */
export async function storage(db: Db, entityId: string | null) {
  return db.query<ByEntity<{ bytes: string; files: number }>>(
    `SELECT entity_id, sum(bytes)::text AS bytes, sum(files)::int AS files FROM (
       SELECT entity_id, coalesce(sum(size), 0) AS bytes, count(*) AS files FROM materials
       WHERE file_key IS NOT NULL AND ${OF_ENTITY('entity_id')} GROUP BY entity_id
       UNION ALL SELECT entity_id, 0, count(*) FROM order_vouchers WHERE ${OF_ENTITY('entity_id')} GROUP BY entity_id
       UNION ALL SELECT entity_id, 0, count(*) FROM student_certificates WHERE ${OF_ENTITY('entity_id')} GROUP BY entity_id) t
     GROUP BY entity_id`,
    [entityId],
  );
}

/** The mail outbox: mails waiting (pending or being sent), failed ones, and when the oldest waiting one was queued. */
export async function outbox(db: Db) {
  const [row] = await db.query<{ pending: number; failed: number; oldest_pending: Date | string | null }>(
    `SELECT count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS pending,
            count(*) FILTER (WHERE status = 'failed')::int AS failed,
            min(created_at) FILTER (WHERE status IN ('pending', 'sending')) AS oldest_pending
     FROM mail_outbox WHERE status <> 'sent'`,
  );
  return row;
}

/** The live entities, by name. */
export async function liveEntities(db: Db) {
  return db.query<{ id: string; name: string }>(
    'SELECT id, entity_name AS name FROM entities WHERE deleted_at IS NULL ORDER BY entity_name, id',
  );
}
