import type { Db } from '../../db/client.js';

export async function userByEmail(db: Db, email: string) {
  const rows = await db.query<{ id: string; name: string; lastname: string; email: string; photo: string | null; rol: string }>(
    'SELECT id, name, lastname, email, photo, rol FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0];
}

export async function userRefById(db: Db, id: string) {
  const rows = await db.query<{ id: string; email: string; rol: string }>('SELECT id, email, rol FROM users WHERE id = $1', [id]);
  return rows[0];
}

export async function promoteToAdminEntity(db: Db, userId: string) {
  await db.query(`UPDATE users SET rol = 'admin_entity', updated_at = now() WHERE id = $1 AND rol = 'user'`, [userId]);
}
