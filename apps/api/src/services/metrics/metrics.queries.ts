// SQL of the figures shared by Métricas (every entity, grouped by entity) and an entity's Resumen (one entity): each
// reads the tables its list reads, and `$1` (the entity, or null for all) keeps an entity's dashboard to its own rows.
// A null `$1` is folded away by the planner (the parameters are known when a statement is planned), so the entity's
// queries use the entity's indexes (migration 016). Months are the platform's time zone's (TIME_ZONE). Orders,
// revenue, students and vouchers are read from the running totals the writes keep (migration 019, decision 0039).
import type { Db } from '../../db/client.js';

const OF_ENTITY = (column: string) => `($1::uuid IS NULL OR ${column} = $1::uuid)`;

export interface Window {
  /** the first instant of the period */
  since: string;
  /** 'YYYY-MM' of each month of the period, oldest first */
  months: string[];
  /** the first month as a date ('YYYY-MM-01'), as the rollups key their months */
  firstMonth: string;
}

/**
 * The rollups count months of the time zone they were built in (migration 019); when the platform's TIME_ZONE is
 * another, or the zone's row is missing, they are rebuilt from the rows once (one statement: the rebuild locks the
 * tables it reads).
 */
export async function alignRollups(db: Db, timeZone: string) {
  await db.query(
    'SELECT metrics_rollups_rebuild($1::text) WHERE NOT EXISTS (SELECT 1 FROM metrics_zone WHERE time_zone = $1::text)',
    [timeZone],
  );
}

/** The last `months` months up to `now`, the current one included, as months of `timeZone`. */
export async function periodWindow(db: Db, now: Date, timeZone: string, months: number): Promise<Window> {
  const rows = await db.query<{ month: string; since: Date | string }>(
    `WITH b AS (SELECT date_trunc('month', $1::timestamptz AT TIME ZONE $2) - make_interval(months => $3 - 1) AS first)
     SELECT to_char(m, 'YYYY-MM') AS month, (SELECT first AT TIME ZONE $2 FROM b) AS since
     FROM b, generate_series(b.first, b.first + make_interval(months => $3 - 1), interval '1 month') AS m ORDER BY m`,
    [now, timeZone, months],
  );
  return {
    since: new Date(rows[0].since).toISOString(),
    months: rows.map((r) => r.month),
    firstMonth: `${rows[0].month}-01`,
  };
}

type ByEntity<T> = T & { entity_id: string };

/**
 * People per entity: staff (any role but estudiante, each person once; the two ranges around 'estudiante' read the
 * (entity, role) index without its 100,000 students) and students (memberships as estudiante, a running total).
 */
export async function people(db: Db, entityId: string | null) {
  return db.query<ByEntity<{ staff: number; students: number }>>(
    `SELECT entity_id, sum(staff)::int AS staff, sum(students)::int AS students FROM (
       SELECT entity_id, count(DISTINCT user_id) AS staff, 0 AS students FROM memberships
       WHERE (role_id < 'estudiante' OR role_id > 'estudiante') AND ${OF_ENTITY('entity_id')} GROUP BY entity_id
       UNION ALL
       SELECT entity_id, 0, n FROM entity_tallies WHERE kind = 'students' AND n > 0 AND ${OF_ENTITY('entity_id')}) t
     GROUP BY entity_id`,
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

/** Orders placed since the period's first month, by their state now. */
export async function ordersByState(db: Db, entityId: string | null, firstMonth: string) {
  return db.query<ByEntity<{ state: string; count: number }>>(
    `SELECT entity_id, state, sum(orders)::int AS count FROM order_month_states
     WHERE month >= $2::date AND ${OF_ENTITY('entity_id')} GROUP BY entity_id, state HAVING sum(orders) > 0`,
    [entityId, firstMonth],
  );
}

/** Soles of the orders accepted since the period's first month, per month of their acceptance. */
export async function revenueByMonth(db: Db, entityId: string | null, firstMonth: string) {
  return db.query<ByEntity<{ month: string; amount: string }>>(
    `SELECT entity_id, to_char(month, 'YYYY-MM') AS month, amount::numeric(14, 2)::text AS amount
     FROM order_month_revenue WHERE month >= $2::date AND orders > 0 AND ${OF_ENTITY('entity_id')}`,
    [entityId, firstMonth],
  );
}

/**
 * The orders waiting for the counter (the /vouchers list: every pending order) and the age in days of each, bucketed
 * under 1, 3 and 7 days, with the oldest age. Only the last week's waiting orders are read one by one (an index range);
 * the older ones are the running total of pending orders less those, and the oldest is the first entry of each
 * entity's pending orders in orders_list_idx.
 */
export async function vouchersWaiting(db: Db, entityId: string | null, now: Date, bounds: readonly number[]) {
  return db.query<ByEntity<{ day: number; days3: number; week: number; older: number; oldest_days: number | null }>>(
    `WITH total AS (
       SELECT entity_id, sum(orders) AS n FROM order_month_states
       WHERE state = 'pending' AND ${OF_ENTITY('entity_id')} GROUP BY entity_id HAVING sum(orders) > 0),
     recent AS (
       SELECT entity_id, extract(epoch FROM $2::timestamptz - created_at) / 86400 AS age FROM orders
       WHERE state = 'pending' AND created_at > $2::timestamptz - make_interval(days => $5) AND ${OF_ENTITY('entity_id')}),
     buckets AS (
       SELECT entity_id, count(*) FILTER (WHERE age < $3) AS day, count(*) FILTER (WHERE age >= $3 AND age < $4) AS days3,
              count(*) AS week_or_less FROM recent GROUP BY entity_id)
     SELECT t.entity_id, coalesce(b.day, 0)::int AS day, coalesce(b.days3, 0)::int AS days3,
            (coalesce(b.week_or_less, 0) - coalesce(b.day, 0) - coalesce(b.days3, 0))::int AS week,
            (t.n - coalesce(b.week_or_less, 0))::int AS older,
            (SELECT floor(extract(epoch FROM $2::timestamptz - o.created_at) / 86400)::int FROM orders o
             WHERE o.entity_id = t.entity_id AND o.state = 'pending' ORDER BY o.created_at LIMIT 1) AS oldest_days
     FROM total t LEFT JOIN buckets b ON b.entity_id = t.entity_id`,
    [entityId, now, ...bounds],
  );
}

/** Stored files: class materials with their recorded size, deposit vouchers and certificates (counted). */
export async function storage(db: Db, entityId: string | null) {
  return db.query<ByEntity<{ bytes: string; files: number }>>(
    `SELECT entity_id, sum(bytes)::text AS bytes, sum(files)::int AS files FROM (
       SELECT entity_id, coalesce(sum(size), 0) AS bytes, count(*) AS files FROM materials
       WHERE file_key IS NOT NULL AND ${OF_ENTITY('entity_id')} GROUP BY entity_id
       UNION ALL SELECT entity_id, 0, n FROM entity_tallies WHERE kind = 'vouchers' AND n > 0 AND ${OF_ENTITY('entity_id')}
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
