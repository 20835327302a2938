import type { Db } from '../../db/client.js';

export interface CredentialRow {
  id: string;
  entity_id: string;
  type: 'payment_method' | 'videoconference';
  service: string;
  email: string;
  /** the token sealed with AES-256-GCM (crypto/sealed.ts); never the plain value */
  token_sealed: string;
  created_at: Date;
}

const CREDENTIAL_COLUMNS = 'id, entity_id, type, service, email, token_sealed, created_at';

/** One page of one tab (type) of the entity's credentials, oldest or newest first. */
export async function listCredentials(db: Db, entityId: string, type: string, newestFirst: boolean, limit: number, offset: number) {
  const order = newestFirst ? 'seq DESC' : 'seq';
  const rows = await db.query<CredentialRow>(
    `SELECT ${CREDENTIAL_COLUMNS} FROM credentials WHERE entity_id = $1 AND type = $2 ORDER BY ${order} LIMIT $3 OFFSET $4`,
    [entityId, type, limit, offset],
  );
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM credentials WHERE entity_id = $1 AND type = $2', [
    entityId, type,
  ]);
  return { rows, total: n };
}

export async function credentialOfEntity(db: Db, entityId: string, id: string) {
  const rows = await db.query<CredentialRow>(`SELECT ${CREDENTIAL_COLUMNS} FROM credentials WHERE id = $1 AND entity_id = $2`, [
    id, entityId,
  ]);
  return rows[0];
}

export async function insertCredential(
  db: Db,
  v: { id: string; entityId: string; type: string; service: string; email: string; tokenSealed: string },
) {
  await db.query(
    'INSERT INTO credentials (id, entity_id, type, service, email, token_sealed) VALUES ($1, $2, $3, $4, $5, $6)',
    [v.id, v.entityId, v.type, v.service, v.email, v.tokenSealed],
  );
}

export async function updateCredentialRow(db: Db, id: string, v: { service: string; email: string; tokenSealed: string }) {
  await db.query('UPDATE credentials SET service = $2, email = $3, token_sealed = $4, updated_at = now() WHERE id = $1', [
    id, v.service, v.email, v.tokenSealed,
  ]);
}

export async function deleteCredentialRow(db: Db, id: string) {
  await db.query('DELETE FROM credentials WHERE id = $1', [id]);
}
