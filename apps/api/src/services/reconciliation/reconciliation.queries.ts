// SQL of matching orders to bank movements and of the cash view (docs/decisions/0062-matching-payments.md). Every query
// names its entity. Amounts cross into JS as whole céntimos (matching) or as text (what the screens show).
import { RECONCILIATION_DEFAULTS, VOUCHER_TRUSTED_CONFIDENCE } from '@edu/shared';
import type { Db } from '../../db/client.js';
import type { Match, MatchRules, Movement, PendingOrder, UsedProofs } from './match-orders.js';

export interface SettingsRow {
  tolerance: string;
  days_before: number;
  days_after: number;
  is_default: boolean;
}

export async function settingsOf(db: Db, entityId: string): Promise<SettingsRow> {
  const [row] = await db.query<SettingsRow>(
    `SELECT tolerance::text AS tolerance, days_before, days_after, false AS is_default
       FROM reconciliation_settings WHERE entity_id = $1`,
    [entityId],
  );
  return row ?? { ...RECONCILIATION_DEFAULTS, is_default: true };
}

export async function saveSettings(
  db: Db,
  entityId: string,
  s: { tolerance: string; days_before: number; days_after: number },
  by: string,
) {
  await db.query(
    `INSERT INTO reconciliation_settings (entity_id, tolerance, days_before, days_after, updated_by)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (entity_id) DO UPDATE SET tolerance = $2, days_before = $3, days_after = $4, updated_by = $5,
       updated_at = now()`,
    [entityId, s.tolerance, s.days_before, s.days_after, by],
  );
}

export const rulesOf = (s: SettingsRow): MatchRules => ({
  tolerance: Math.round(Number(s.tolerance) * 100),
  daysBefore: s.days_before,
  daysAfter: s.days_after,
});

/**
 * One matching at a time per entity: the transaction that matches holds this lock until it ends, so two imports (or an
 * import and a reading) never write states computed from each other's half.
 */
export async function lockMatching(db: Db, entityId: string) {
  await db.query(`SELECT pg_advisory_xact_lock(hashtextextended('reconciliation:' || $1, 0))`, [entityId]);
}

export async function hasMovements(db: Db, entityId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM bank_movements WHERE entity_id = $1 LIMIT 1', [entityId]);
  return rows.length > 0;
}

const cents = (column: string) => `round(${column} * 100)::bigint::text`;
/** a field read with at least the trusted confidence counts as read (decision 0060); below it, as not read */
const trusted = (field: string) => `(r.confidence ->> '${field}')::numeric >= ${VOUCHER_TRUSTED_CONFIDENCE}`;

/** The entity's pending orders with what the student typed and what was read, confidently, from each voucher. */
export async function pendingOrders(db: Db, entityId: string): Promise<PendingOrder[]> {
  const rows = await db.query<{
    id: string;
    user_id: string;
    total: string;
    created_at: Date;
    operation_number: string | null;
    vouchers: { sha256: string | null; operation_number: string | null; amount: string | null }[];
  }>(
    `SELECT o.id, o.user_id, ${cents('o.total_price')} AS total, o.created_at, o.operation_number,
            COALESCE((SELECT json_agg(json_build_object(
                        'sha256', v.sha256,
                        'operation_number', CASE WHEN ${trusted('operation_number')} THEN r.operation_number END,
                        'amount', CASE WHEN ${trusted('amount')} THEN ${cents('r.amount')} END) ORDER BY v.seq)
                        FROM order_vouchers v
                        LEFT JOIN voucher_readings r ON r.voucher_id = v.id AND r.state = 'done'
                       WHERE v.order_id = o.id), '[]') AS vouchers
       FROM orders o
      WHERE o.entity_id = $1 AND o.state = 'pending'`,
    [entityId],
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    total: Number(r.total),
    createdAt: new Date(r.created_at),
    typedNumber: r.operation_number,
    vouchers: r.vouchers.map((v) => ({
      sha256: v.sha256,
      operationNumber: v.operation_number,
      amount: v.amount === null ? null : Number(v.amount),
    })),
  }));
}

/** The credits between two instants that paid no order yet. */
export async function freeCredits(db: Db, entityId: string, from: Date, to: Date): Promise<Movement[]> {
  const rows = await db.query<{ id: string; operation_number: string | null; amount: string; moved_at: Date }>(
    `SELECT m.id, m.operation_number, ${cents('m.amount')} AS amount, m.moved_at
       FROM bank_movements m
      WHERE m.entity_id = $1 AND m.amount > 0 AND m.moved_at BETWEEN $2 AND $3
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.movement_id = m.id)`,
    [entityId, from, to],
  );
  return rows.map((r) => ({
    id: r.id,
    operationNumber: r.operation_number,
    amount: Number(r.amount),
    movedAt: new Date(r.moved_at),
  }));
}

/**
 * What already paid an accepted order: its typed and confidently read numbers, its movement's, its images. An order
 * annulled since was paid all the same: its proofs stay used (a new order showing them is 'Número repetido').
 */
export async function usedProofs(db: Db, entityId: string): Promise<UsedProofs> {
  const [row] = await db.query<{ numbers: (string | null)[] | null; hashes: (string | null)[] | null }>(
    `SELECT
       (SELECT array_agg(n) FROM (
          SELECT o.operation_number AS n FROM orders o
           WHERE o.entity_id = $1 AND o.state IN ('success', 'annulled') AND o.operation_number IS NOT NULL
          UNION SELECT r.operation_number FROM voucher_readings r JOIN orders o ON o.id = r.order_id
           WHERE o.entity_id = $1 AND o.state IN ('success', 'annulled') AND r.state = 'done' AND ${trusted('operation_number')}
          UNION SELECT m.operation_number FROM orders o JOIN bank_movements m ON m.id = o.movement_id
           WHERE o.entity_id = $1 AND m.operation_number IS NOT NULL) used) AS numbers,
       (SELECT array_agg(DISTINCT v.sha256) FROM order_vouchers v JOIN orders o ON o.id = v.order_id
         WHERE o.entity_id = $1 AND o.state IN ('success', 'annulled') AND v.sha256 IS NOT NULL) AS hashes`,
    [entityId],
  );
  const clean = (list: (string | null)[] | null | undefined) => new Set((list ?? []).filter((v): v is string => !!v));
  return { operationNumbers: clean(row?.numbers), hashes: clean(row?.hashes) };
}

/** Writes every pending order's state at once; an order no longer pending is left alone. */
export async function saveMatches(db: Db, entityId: string, matches: readonly Match[]) {
  if (!matches.length) return;
  await db.query(
    `UPDATE orders o SET match_state = m.state, match_reason = m.reason, match_movement_id = m.movement_id
       FROM unnest($2::uuid[], $3::text[], $4::text[], $5::uuid[]) AS m (id, state, reason, movement_id)
      WHERE o.id = m.id AND o.entity_id = $1 AND o.state = 'pending'
        AND (o.match_state IS DISTINCT FROM m.state OR o.match_reason IS DISTINCT FROM m.reason
             OR o.match_movement_id IS DISTINCT FROM m.movement_id)`,
    [
      entityId,
      matches.map((m) => m.orderId),
      matches.map((m) => m.state),
      matches.map((m) => m.reason),
      matches.map((m) => m.movementId),
    ],
  );
}

/** The match of one pending order as it stands, locked with the order by the caller. */
export async function matchOf(db: Db, orderId: string) {
  const [row] = await db.query<{ match_state: string | null; match_movement_id: string | null }>(
    'SELECT match_state, match_movement_id FROM orders WHERE id = $1',
    [orderId],
  );
  return row;
}

/**
 * Records the movement that paid an accepted order; false when another order already has it. The movement's row is
 * locked first: a second counter accepting another order with it waits here, then finds it taken (each statement reads
 * what is committed when it starts); the unique index on orders.movement_id holds whatever a caller forgets.
 */
export async function recordPayment(db: Db, orderId: string, movementId: string): Promise<boolean> {
  await db.query('SELECT id FROM bank_movements WHERE id = $1 FOR UPDATE', [movementId]);
  const rows = await db.query<{ id: string }>(
    `UPDATE orders SET movement_id = $2
      WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM orders other WHERE other.movement_id = $2)
      RETURNING id`,
    [orderId, movementId],
  );
  return rows.length === 1;
}

// ── The cash view ──────────────────────────────────────────────────────────────────────────────────────────────────

const LIMA_DAY = (column: string) => `to_char(${column} AT TIME ZONE 'America/Lima', 'YYYY-MM-DD')`;

export interface CashDayRow {
  day: string;
  account_id: string;
  kind: string;
  bank: string | null;
  bank_name: string | null;
  number: string;
  received: number;
  received_total: string;
  accepted: number;
  accepted_total: string;
  unmatched: number;
  unmatched_total: string;
}

/**
 * Per Lima day and account: the credits booked, those that paid an accepted order (annulled since or not: the money
 * arrived and went to that order, whose movement stays recorded on it), those that paid nothing.
 */
export async function cashDays(db: Db, entityId: string, f: { from: string; to: string; accountId?: string }) {
  return db.query<CashDayRow>(
    `WITH m AS (
       SELECT m.*, ${LIMA_DAY('m.moved_at')} AS day, (o.id IS NOT NULL) AS paid
         FROM bank_movements m LEFT JOIN orders o ON o.movement_id = m.id AND o.state IN ('success', 'annulled')
        WHERE m.entity_id = $1 AND m.amount > 0
          AND m.moved_at >= ($2::date::timestamp AT TIME ZONE 'America/Lima')
          AND m.moved_at < (($3::date + 1)::timestamp AT TIME ZONE 'America/Lima')
          AND ($4::uuid IS NULL OR m.account_id = $4))
     SELECT m.day, a.id AS account_id, a.kind, a.bank, a.bank_name, a.number,
            count(*)::int AS received, sum(m.amount)::numeric(14, 2)::text AS received_total,
            count(*) FILTER (WHERE m.paid)::int AS accepted,
            COALESCE(sum(m.amount) FILTER (WHERE m.paid), 0)::numeric(14, 2)::text AS accepted_total,
            count(*) FILTER (WHERE NOT m.paid)::int AS unmatched,
            COALESCE(sum(m.amount) FILTER (WHERE NOT m.paid), 0)::numeric(14, 2)::text AS unmatched_total
       FROM m JOIN payment_accounts a ON a.id = m.account_id
      GROUP BY m.day, a.id, a.kind, a.bank, a.bank_name, a.number, a.position, a.seq
      ORDER BY m.day DESC, a.position, a.seq`,
    [entityId, f.from, f.to, f.accountId ?? null],
  );
}

/** The pending orders placed each Lima day of the range, with their total and age in whole days. */
export async function waitingDays(db: Db, entityId: string, f: { from: string; to: string }) {
  return db.query<{ day: string; orders: number; total: string; age_days: number }>(
    `SELECT ${LIMA_DAY('o.created_at')} AS day, count(*)::int AS orders,
            sum(o.total_price)::numeric(14, 2)::text AS total,
            ((now() AT TIME ZONE 'America/Lima')::date - (min(o.created_at) AT TIME ZONE 'America/Lima')::date) AS age_days
       FROM orders o
      WHERE o.entity_id = $1 AND o.state = 'pending'
        AND o.created_at >= ($2::date::timestamp AT TIME ZONE 'America/Lima')
        AND o.created_at < (($3::date + 1)::timestamp AT TIME ZONE 'America/Lima')
      GROUP BY 1 ORDER BY 1 DESC`,
    [entityId, f.from, f.to],
  );
}
