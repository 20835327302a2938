import type { PlatformRole } from '@edu/shared';
import type { Db } from '../../db/client.js';

export interface UserLogin {
  id: string;
  email: string;
  rol: PlatformRole;
  password_hash: string | null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserLogin | undefined> {
  const rows = await db.query<UserLogin>(
    'SELECT id, email, rol, password_hash FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0];
}

export async function passwordHashOf(db: Db, userId: string): Promise<string | null> {
  const rows = await db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return rows[0]?.password_hash ?? null;
}

export async function insertPasswordReset(db: Db, userId: string, tokenHash: string, minutes: number) {
  await db.query(
    `INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [userId, tokenHash, minutes],
  );
}

/** The reset row of a token that is unused and unexpired, locked for the rest of the transaction. */
export async function findUsableReset(db: Db, tokenHash: string) {
  const rows = await db.query<{ id: string; user_id: string }>(
    `SELECT id, user_id FROM password_resets
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
    [tokenHash],
  );
  return rows[0];
}

/** Uses up every open reset token of the user: one reset ends them all. */
export async function closeResets(db: Db, userId: string) {
  await db.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}

export async function setPassword(db: Db, userId: string, passwordHash: string) {
  await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, passwordHash]);
}

/**
 * The domain whose students' pages a recovery link leads to (decision 0051): the one asked, for anyone but the
 * superadmin; else, for a person who is only a student (no staff role anywhere, no platform role), the entity where
 * they became one last. Null: the staff's pages.
 */
export async function studentDomainFor(db: Db, user: UserLogin, askedDomain?: string): Promise<string | null> {
  if (user.rol === 'superadmin') return null;
  if (askedDomain) {
    const [asked] = await db.query<{ domain: string }>(
      `SELECT domain FROM entities WHERE lower(domain) = $1 AND domain <> '' AND deleted_at IS NULL
       ORDER BY created_at, id LIMIT 1`,
      [askedDomain.toLowerCase()],
    );
    if (asked) return asked.domain;
  }
  if (user.rol !== 'user') return null;
  const [own] = await db.query<{ domain: string }>(
    `SELECT e.domain FROM memberships m JOIN entities e ON e.id = m.entity_id
     WHERE m.user_id = $1 AND m.role_id = 'estudiante' AND e.domain <> '' AND e.deleted_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM memberships s WHERE s.user_id = $1 AND s.role_id <> 'estudiante')
     ORDER BY m.created_at DESC, e.id LIMIT 1`,
    [user.id],
  );
  return own?.domain ?? null;
}
