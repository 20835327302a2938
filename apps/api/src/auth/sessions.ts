import type { PlatformRole } from '@edu/shared';
import type { Db } from '../db/client.js';
import { markOwnerActive } from '../services/users/identity/identity.queries.js';
import { hashToken, newToken } from './tokens.js';

export interface Caller {
  id: string;
  email: string;
  rol: PlatformRole;
  sessionId: string;
}

export async function createSession(db: Db, userId: string, hours: number) {
  const token = newToken();
  const [row] = await db.query<{ id: string; expires_at: Date }>(
    `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
     RETURNING id, expires_at`,
    [userId, hashToken(token), Math.round(hours * 3600)],
  );
  // signed in: the owner has the account now, and only they (or the superadmin) change its identity
  await markOwnerActive(db, userId);
  return { token, sessionId: row.id, expiresAt: new Date(row.expires_at) };
}

export async function callerFromToken(db: Db, token: string): Promise<Caller | null> {
  const rows = await db.query<{ session_id: string; id: string; email: string; rol: PlatformRole }>(
    `SELECT s.id AS session_id, u.id, u.email, u.rol FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [hashToken(token)],
  );
  const row = rows[0];
  return row ? { id: row.id, email: row.email, rol: row.rol, sessionId: row.session_id } : null;
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

export async function revokeAllSessions(db: Db, userId: string) {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}
