import type { Db } from '../../db/client.js';

export interface PaymentAccountRow {
  id: string;
  entity_id: string;
  kind: 'yape' | 'plin' | 'bank' | 'deposit';
  bank: 'bcp' | 'interbank' | 'bbva' | 'scotiabank' | 'other' | null;
  bank_name: string | null;
  number: string;
  cci: string | null;
  holder: string;
  /** a storage key */
  qr_image: string | null;
  is_active: boolean;
  position: number;
  created_at: Date;
}

/** What the form sets; the QR image apart. */
export interface PaymentAccountValues {
  kind: PaymentAccountRow['kind'];
  bank: PaymentAccountRow['bank'];
  bank_name: string | null;
  number: string;
  cci: string | null;
  holder: string;
  is_active: boolean;
  position?: number;
}

const COLUMNS = 'id, entity_id, kind, bank, bank_name, number, cci, holder, qr_image, is_active, position, created_at';

/** Every account of the entity, in the order the checkout shows them (position, then the older first). */
export async function accountsOf(db: Db, entityId: string, onlyActive = false) {
  return db.query<PaymentAccountRow>(
    `SELECT ${COLUMNS} FROM payment_accounts WHERE entity_id = $1 ${onlyActive ? 'AND is_active' : ''} ORDER BY position, seq`,
    [entityId],
  );
}

export async function accountOfEntity(db: Db, entityId: string, id: string) {
  const rows = await db.query<PaymentAccountRow>(
    `SELECT ${COLUMNS} FROM payment_accounts WHERE id = $1 AND entity_id = $2`,
    [id, entityId],
  );
  return rows[0];
}

/**
 * A new account, after the entity's others when no position is given. The entity's row is locked first, so that two
 * creates at once count each other against the limit and do not take the same place.
 */
export async function insertAccount(db: Db, entityId: string, v: PaymentAccountValues, qrImage: string | null) {
  await db.query('SELECT id FROM entities WHERE id = $1 FOR UPDATE', [entityId]);
  const [{ n, last }] = await db.query<{ n: number; last: number }>(
    'SELECT count(*)::int AS n, coalesce(max(position), 0)::int AS last FROM payment_accounts WHERE entity_id = $1',
    [entityId],
  );
  const rows = await db.query<{ id: string }>(
    `INSERT INTO payment_accounts (entity_id, kind, bank, bank_name, number, cci, holder, qr_image, is_active, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      entityId,
      v.kind,
      v.bank,
      v.bank_name,
      v.number,
      v.cci,
      v.holder,
      qrImage,
      v.is_active,
      v.position ?? Math.min(last + 1, 99),
    ],
  );
  return { id: rows[0].id, countBefore: n };
}

export async function updateAccountRow(db: Db, id: string, v: PaymentAccountValues, qrImage: string | null) {
  await db.query(
    `UPDATE payment_accounts SET kind = $2, bank = $3, bank_name = $4, number = $5, cci = $6, holder = $7, qr_image = $8,
       is_active = $9, position = coalesce($10, position), updated_at = now()
     WHERE id = $1`,
    [id, v.kind, v.bank, v.bank_name, v.number, v.cci, v.holder, qrImage, v.is_active, v.position ?? null],
  );
}

export async function deleteAccountRow(db: Db, id: string) {
  await db.query('DELETE FROM payment_accounts WHERE id = $1', [id]);
}
