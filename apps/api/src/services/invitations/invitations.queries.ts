// Invitations of an entity to a person who already has an account (migration 011, docs/decisions/0028).
import type { Db } from '../../db/client.js';

export interface InvitationRow {
  id: string;
  entity_id: string;
  user_id: string;
  email: string;
  roles: string[];
  state: 'pending' | 'accepted' | 'declined';
  created_at: Date;
  answered_at: Date | null;
}

export interface InvitingEntity {
  entity_name: string;
  logo: string | null;
}

const LIVE = `i.state = 'pending' AND i.expires_at > now()`;

export async function hasPendingInvitation(db: Db, entityId: string, userId: string) {
  const rows = await db.query(`SELECT 1 FROM entity_invitations i WHERE i.entity_id = $1 AND i.user_id = $2 AND ${LIVE}`, [
    entityId,
    userId,
  ]);
  return rows.length > 0;
}

export async function insertInvitation(
  db: Db,
  v: { entityId: string; userId: string; email: string; roles: readonly string[]; invitedBy: string; tokenHash: string; days: number },
) {
  // an expired invitation no longer counts as pending: it gives way to the new one
  await db.query(
    `UPDATE entity_invitations SET state = 'declined', answered_at = now()
     WHERE entity_id = $1 AND user_id = $2 AND state = 'pending' AND expires_at <= now()`,
    [v.entityId, v.userId],
  );
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO entity_invitations (entity_id, user_id, email, roles, invited_by, token_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(days => $7)) RETURNING id`,
    [v.entityId, v.userId, v.email, [...v.roles], v.invitedBy, v.tokenHash, v.days],
  );
  return row.id;
}

export async function entityInvitations(db: Db, entityId: string, limit: number, offset: number) {
  const rows = await db.query<InvitationRow>(
    `SELECT id, entity_id, user_id, email, roles, state, created_at, answered_at FROM entity_invitations
     WHERE entity_id = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
    [entityId, limit, offset],
  );
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM entity_invitations WHERE entity_id = $1', [entityId]);
  return { rows, total: n };
}

export async function myInvitations(db: Db, userId: string) {
  return db.query<InvitationRow & InvitingEntity>(
    `SELECT i.id, i.entity_id, i.user_id, i.email, i.roles, i.state, i.created_at, i.answered_at, e.entity_name, e.logo
     FROM entity_invitations i JOIN entities e ON e.id = i.entity_id
     WHERE i.user_id = $1 AND ${LIVE} AND e.deleted_at IS NULL ORDER BY i.created_at`,
    [userId],
  );
}

/** A live invitation by its id (for its invitee) or by its e-mailed token, locked for the answer. */
export async function liveInvitation(db: Db, by: { id: string; userId: string } | { tokenHash: string }) {
  const [where, params] = 'tokenHash' in by ? ['i.token_hash = $1', [by.tokenHash]] : ['i.id = $1 AND i.user_id = $2', [by.id, by.userId]];
  const rows = await db.query<InvitationRow & InvitingEntity>(
    `SELECT i.id, i.entity_id, i.user_id, i.email, i.roles, i.state, i.created_at, i.answered_at, e.entity_name, e.logo
     FROM entity_invitations i JOIN entities e ON e.id = i.entity_id
     WHERE ${where} AND ${LIVE} AND e.deleted_at IS NULL FOR UPDATE OF i`,
    params,
  );
  return rows[0];
}

export async function closeInvitation(db: Db, id: string, state: 'accepted' | 'declined') {
  await db.query(`UPDATE entity_invitations SET state = $2, answered_at = now() WHERE id = $1`, [id, state]);
}
