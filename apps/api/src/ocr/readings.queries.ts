// The voucher_readings queue's SQL (migration 026, decision 0060).
import { DEFAULT_TIME_ZONE } from '@edu/shared';
import type { Db } from '../db/client.js';
import type { VoucherFields } from './voucher-fields.js';

/** queues a reading of each voucher of the order that has none yet, in the caller's transaction */
export async function enqueueReadings(db: Db, orderId: string) {
  await db.query(
    `INSERT INTO voucher_readings (voucher_id, entity_id, order_id)
     SELECT id, entity_id, order_id FROM order_vouchers WHERE order_id = $1 ON CONFLICT (voucher_id) DO NOTHING`,
    [orderId],
  );
}

export interface ClaimedReading {
  voucher_id: string;
  entity_id: string;
  file_key: string;
  attempts: number;
}

/** one due reading (queued and due, or reading with its lease run out), held for `leaseSeconds` */
export async function claimReading(db: Db, leaseSeconds: number): Promise<ClaimedReading | null> {
  const rows = await db.query<ClaimedReading>(
    `UPDATE voucher_readings r SET state = 'reading', attempts = r.attempts + 1,
       lease_until = now() + make_interval(secs => $1)
     FROM order_vouchers v
     WHERE v.id = r.voucher_id AND r.voucher_id = (
       SELECT voucher_id FROM voucher_readings
       WHERE (state = 'queued' AND next_attempt_at <= now()) OR (state = 'reading' AND lease_until < now())
       ORDER BY next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING r.voucher_id, r.entity_id, v.file_key, r.attempts`,
    [leaseSeconds],
  );
  return rows[0] ?? null;
}

/** the result; the printed date and time are Lima's (the apps and banks of Peru print local time) */
export async function saveReading(db: Db, voucherId: string, f: VoucherFields) {
  await db.query(
    `UPDATE voucher_readings SET state = 'done', lease_until = NULL, error = NULL, read_at = now(),
       source = $2, operation_number = $3, amount = $4, paid_at = $5::timestamp AT TIME ZONE $6, confidence = $7
     WHERE voucher_id = $1`,
    [voucherId, f.source, f.operation_number, f.amount, f.paid_at, DEFAULT_TIME_ZONE, JSON.stringify(f.confidence)],
  );
}

/** a failed attempt: queued again after `retrySeconds`, or 'failed' for good when `retrySeconds` is null */
export async function failReading(db: Db, voucherId: string, error: string, retrySeconds: number | null) {
  await db.query(
    `UPDATE voucher_readings SET state = $2, lease_until = NULL, error = $3,
       next_attempt_at = now() + make_interval(secs => coalesce($4, 0)), read_at = CASE WHEN $2 = 'failed' THEN now() END
     WHERE voucher_id = $1`,
    [voucherId, retrySeconds === null ? 'failed' : 'queued', error.slice(0, 500), retrySeconds],
  );
}

/** gives a claimed reading back untouched (no reader can run here): its attempt is not counted */
export async function releaseReading(db: Db, voucherId: string) {
  await db.query(
    `UPDATE voucher_readings SET state = 'queued', lease_until = NULL, attempts = greatest(attempts - 1, 0)
     WHERE voucher_id = $1`,
    [voucherId],
  );
}
