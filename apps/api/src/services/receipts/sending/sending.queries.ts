// SQL of the receipts' sending queue (decision 0063), as the mail outbox's and the voucher reader's: a due receipt is
// claimed with a lease (a sender that dies leaves it to be claimed again when the lease runs out), sent, and either
// answered for good or put back with a later due time.
import type { ReceiptState } from '@edu/shared';
import type { Db } from '../../../db/client.js';

export interface ClaimedReceipt {
  id: string;
  entity_id: string;
  attempts: number;
}

export async function claimReceipt(db: Db, leaseSeconds: number): Promise<ClaimedReceipt | null> {
  const rows = await db.query<ClaimedReceipt>(
    `UPDATE receipts r SET attempts = r.attempts + 1, lease_until = now() + make_interval(secs => $1)
     WHERE r.id = (
       SELECT id FROM receipts
        WHERE next_attempt_at <= now() AND state = 'pendiente' AND (lease_until IS NULL OR lease_until < now())
          -- a credit note goes once SUNAT accepted the receipt it annuls: before, it would annul nothing
          AND (reference_id IS NULL OR EXISTS (SELECT 1 FROM receipts f
                WHERE f.id = receipts.reference_id AND f.state IN ('aceptado', 'observado')))
        ORDER BY next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING r.id, r.entity_id, r.attempts`,
    [leaseSeconds],
  );
  return rows[0] ?? null;
}

/** SUNAT's answer for good: accepted, accepted with observations, or rejected; with its CDR when it sent one. */
export async function saveAnswer(
  db: Db,
  id: string,
  a: {
    state: ReceiptState;
    code: string | null;
    text: string;
    notes: { code: string; text: string }[];
    cdr: Buffer | null;
  },
) {
  await db.query(
    `UPDATE receipts SET state = $2, response_code = $3, response_text = $4, notes = $5, cdr = $6, sent_at = now(),
       next_attempt_at = NULL, lease_until = NULL
     WHERE id = $1`,
    [id, a.state, a.code, a.text, JSON.stringify(a.notes), a.cdr],
  );
}

/**
 * Still 'pendiente': tried again in `retrySeconds`, or, when null, not by itself (a cause a person must fix, such as
 * a wrong SOL password: sending it again would only repeat the refusal), until 'Reenviar'.
 */
export async function savePending(db: Db, id: string, code: string | null, text: string, retrySeconds: number | null) {
  await db.query(
    `UPDATE receipts SET response_code = $2, response_text = $3, lease_until = NULL,
       next_attempt_at = CASE WHEN $4::int IS NULL THEN NULL ELSE now() + make_interval(secs => $4::int) END
     WHERE id = $1`,
    [id, code, text, retrySeconds],
  );
}
