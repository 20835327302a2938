import { M } from '@edu/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';

/** A main administrator must be an account-level admin (rol admin_entity), as getAdminEntity lists them. */
export async function assertAdminCandidate(db: Db, userId: string) {
  const rows = await db.query('SELECT 1 FROM users WHERE id = $1 AND rol = $2', [userId, 'admin_entity']);
  if (!rows.length) throw new AppError('VALIDATION', M.FIELD_INVALID, { admin_id: M.FIELD_INVALID });
}
