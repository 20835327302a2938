// Who made an account and whether its owner has used it (migration 011): what decides who besides the owner may change
// its identity (docs/decisions/0028-identity-and-invitations.md).
import type { Db } from '../../../db/client.js';

export interface Ownership {
  rol: string;
  created_by_entity: string | null;
  owner_active: boolean;
  /** entities other than `entityId` the account belongs to */
  other_entities: number;
}

export async function ownershipOf(db: Db, userId: string, entityId: string | null): Promise<Ownership | undefined> {
  const rows = await db.query<Ownership>(
    `SELECT u.rol, u.created_by_entity, u.owner_active_at IS NOT NULL AS owner_active,
            (SELECT count(DISTINCT m.entity_id)::int FROM memberships m
             WHERE m.user_id = u.id AND m.entity_id IS DISTINCT FROM $2::uuid) AS other_entities
     FROM users u WHERE u.id = $1`,
    [userId, entityId],
  );
  return rows[0];
}

/**
 * The owner has used the account (signed in, or set a password through a recovery link): from now on only they change
 * its identity, so an e-mail change someone else asked for and that is still waiting for its link is void.
 */
export async function markOwnerActive(db: Db, userId: string) {
  await db.query('UPDATE users SET owner_active_at = now() WHERE id = $1 AND owner_active_at IS NULL', [userId]);
  await closeEmailChanges(db, userId);
}

export async function insertEmailChange(
  db: Db,
  v: { userId: string; newEmail: string; requestedBy: string; tokenHash: string; days: number },
) {
  // one open change a person: a newer request replaces the one before
  await db.query('UPDATE email_changes SET closed_at = now() WHERE user_id = $1 AND confirmed_at IS NULL AND closed_at IS NULL', [
    v.userId,
  ]);
  await db.query(
    `INSERT INTO email_changes (user_id, new_email, requested_by, token_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(days => $5))`,
    [v.userId, v.newEmail, v.requestedBy, v.tokenHash, v.days],
  );
}

/** Takes an open, unexpired change by its token (closed in the same statement, so a link works once). */
export async function takeEmailChange(db: Db, tokenHash: string) {
  const rows = await db.query<{ id: string; user_id: string; new_email: string; requested_by: string | null }>(
    `UPDATE email_changes SET confirmed_at = now()
     WHERE token_hash = $1 AND confirmed_at IS NULL AND closed_at IS NULL AND expires_at > now()
     RETURNING id, user_id, new_email, requested_by`,
    [tokenHash],
  );
  return rows[0];
}

/** An e-mail change by the owner, or a confirmed one, closes any other that was waiting. */
export async function closeEmailChanges(db: Db, userId: string) {
  await db.query('UPDATE email_changes SET closed_at = now() WHERE user_id = $1 AND confirmed_at IS NULL AND closed_at IS NULL', [
    userId,
  ]);
}

/** The platform role of whoever asked for an e-mail change, as it is now. */
export async function platformRoleOf(db: Db, userId: string) {
  const rows = await db.query<{ rol: string }>('SELECT rol FROM users WHERE id = $1', [userId]);
  return rows[0]?.rol;
}

/** The entity that made the account (migration 011), if any. */
export async function creatorEntityOf(db: Db, userId: string) {
  const rows = await db.query<{ created_by_entity: string | null }>('SELECT created_by_entity FROM users WHERE id = $1', [userId]);
  return rows[0]?.created_by_entity ?? null;
}

/**
 * Demo data and test fixtures write accounts row by row: each account in exactly one entity (not the superadmin's,
 * not pre-registered) is taken as made by that entity, as migration 011 does for accounts already stored.
 */
export async function attributeAccountsToSoleEntity(db: Db) {
  await db.query(
    `UPDATE users u SET created_by_entity = m.entity_id
     FROM (SELECT user_id, min(entity_id::text)::uuid AS entity_id FROM memberships GROUP BY user_id
           HAVING count(DISTINCT entity_id) = 1) m
     WHERE m.user_id = u.id AND u.created_by_entity IS NULL AND NOT u.pre_registered AND u.rol <> 'superadmin'`,
  );
}
