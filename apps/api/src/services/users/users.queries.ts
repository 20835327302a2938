import { ADMIN_ROLES } from '@edu/shared';
import type { Db } from '../../db/client.js';

export async function rolesOfMember(db: Db, entityId: string, userId: string) {
  return db.query<{ _id: string; rol: string }>(
    `SELECT r.id AS _id, r.name AS rol FROM memberships m JOIN roles r ON r.id = m.role_id
     WHERE m.entity_id = $1 AND m.user_id = $2 ORDER BY r.sort`,
    [entityId, userId],
  );
}

export async function entityRoles(db: Db, onlyAdmin: boolean) {
  return db.query<{ _id: string; rol: string }>(
    `SELECT id AS _id, name AS rol FROM roles WHERE scope = 'entity' AND (NOT $1 OR id = ANY($2)) ORDER BY sort`,
    [onlyAdmin, [...ADMIN_ROLES]],
  );
}

export interface UserRow {
  id: string;
  email: string;
  rol: string;
  name: string;
  lastname: string;
  dni: string | null;
  phone: string | null;
  birthdate: string | null;
  address: string | null;
  username: string | null;
  photo: string | null;
  genre: string | null;
  place_of_birth: string | null;
  cv_url: string | null;
  linkedin_url: string | null;
  description: string | null;
  document_type: string | null;
  applied_for: string | null;
  register: string;
  created_at: Date;
}

const USER_COLUMNS = `id, email, rol, name, lastname, dni, phone, birthdate, address, username, photo, genre, place_of_birth,
  cv_url, linkedin_url, description, document_type, applied_for, register, created_at`;

export async function userById(db: Db, id: string) {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0];
}

export async function preRegisteredUsers(db: Db) {
  return db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE pre_registered ORDER BY created_at DESC, email`);
}

export async function adminCandidates(db: Db) {
  return db.query<{ _id: string; name: string; lastname: string; email: string }>(
    `SELECT id AS _id, name, lastname, email FROM users WHERE rol = 'admin_entity' ORDER BY name, lastname, email`,
  );
}

export async function emailTaken(db: Db, email: string) {
  return (await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email])).length > 0;
}

export interface NewUser {
  email: string;
  password_hash: string | null;
  rol: string;
  name: string;
  lastname: string;
  dni?: string | null;
  phone?: string | null;
  birthdate?: string | null;
  address?: string | null;
  username?: string | null;
  photo?: string | null;
  genre?: string | null;
  place_of_birth?: string | null;
  cv_url?: string | null;
  linkedin_url?: string | null;
  description?: string | null;
  document_type?: string | null;
  applied_for?: string | null;
  register: string;
  pre_registered: boolean;
}

export async function insertUser(db: Db, u: NewUser) {
  const columns = Object.keys(u) as (keyof NewUser)[];
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO users (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    // optional fields left blank are stored as absent; name and lastname are never null
    columns.map((c) => (u[c] === '' && c !== 'name' && c !== 'lastname' ? null : (u[c] ?? null))),
  );
  return row.id;
}

export async function addMemberships(db: Db, entityId: string, userId: string, roles: readonly string[]) {
  for (const role of roles) {
    await db.query('INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      entityId, userId, role,
    ]);
  }
}
