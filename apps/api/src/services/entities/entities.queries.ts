import type { CertificateRule, EntityOutput } from '@edu/shared';
import type { Db } from '../../db/client.js';

export interface EntityOfMemberRow {
  id: string;
  entity_name: string;
  description: string;
  domain: string;
  logo: string | null;
  portrait: string | null;
  bg_sidebar: string;
  bg_buttons: string;
  font_color: string;
  font: 'Rubik' | 'Roboto';
  permissions: unknown;
  roles: string[];
}

/** The live entities where the user holds a role, with those roles. */
export async function entitiesOfMember(db: Db, userId: string) {
  return db.query<EntityOfMemberRow>(
    `SELECT e.id, e.entity_name, e.description, e.domain, e.logo, e.portrait, e.bg_sidebar, e.bg_buttons, e.font_color, e.font, e.permissions,
            array_agg(m.role_id ORDER BY r.sort) AS roles
     FROM memberships m JOIN entities e ON e.id = m.entity_id JOIN roles r ON r.id = m.role_id
     WHERE m.user_id = $1 AND e.deleted_at IS NULL
     GROUP BY e.id ORDER BY e.entity_name`,
    [userId],
  );
}

export async function userSummary(db: Db, userId: string) {
  const rows = await db.query<{ id: string; email: string; rol: string; name: string; lastname: string; photo: string | null }>(
    'SELECT id, email, rol, name, lastname, photo FROM users WHERE id = $1',
    [userId],
  );
  return rows[0];
}

export interface EntityRow {
  id: string;
  entity_name: string;
  /** one of ENTITY_TYPE_VALUES (migration 024 made every stored value one) */
  entity_type: EntityOutput['entity_type'];
  description: string;
  domain: string;
  admin_id: string | null;
  logo: string | null;
  portrait: string | null;
  bg_sidebar: string;
  bg_buttons: string;
  font_color: string;
  font: 'Rubik' | 'Roboto';
  permissions: unknown;
  opt: number;
  created_at: Date;
  /** two decimals, as text */
  passing_mark: string;
  certificate_rule: CertificateRule;
  admin_name: string | null;
  admin_lastname: string | null;
  admin_email: string | null;
}

const ENTITY_SELECT = `
  SELECT e.id, e.entity_name, e.entity_type, e.description, e.domain, e.admin_id, e.logo, e.portrait,
         e.bg_sidebar, e.bg_buttons, e.font_color, e.font, e.permissions, e.opt, e.created_at,
         e.passing_mark::text AS passing_mark, e.certificate_rule, u.name AS admin_name, u.lastname AS admin_lastname, u.email AS admin_email
  FROM entities e LEFT JOIN users u ON u.id = e.admin_id`;

export async function liveEntities(db: Db) {
  return db.query<EntityRow>(`${ENTITY_SELECT} WHERE e.deleted_at IS NULL ORDER BY e.created_at, e.entity_name`);
}

export async function liveEntity(db: Db, id: string) {
  const rows = await db.query<EntityRow>(`${ENTITY_SELECT} WHERE e.id = $1 AND e.deleted_at IS NULL`, [id]);
  return rows[0];
}

export interface EntityValues {
  entity_name: string;
  entity_type: string;
  domain: string;
  description: string;
  bg_sidebar: string;
  bg_buttons: string;
  font_color: string;
  logo: string | null;
  portrait: string | null;
  admin_id: string | null;
  permissions: unknown;
  /** the settings' font; a new entity starts with the column's default */
  font?: 'Rubik' | 'Roboto';
  /** grades (04 §4): a new entity starts with 11 and certificates at the course's end to who passed (decision 0054) */
  passing_mark?: string;
  certificate_rule?: CertificateRule;
}

export async function insertEntity(db: Db, v: EntityValues) {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO entities (entity_name, entity_type, domain, description, bg_sidebar, bg_buttons, font_color, logo, portrait, admin_id, permissions, opt)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 3) RETURNING id`,
    [v.entity_name, v.entity_type, v.domain, v.description, v.bg_sidebar, v.bg_buttons, v.font_color, v.logo, v.portrait,
      v.admin_id, JSON.stringify(v.permissions)],
  );
  return row.id;
}

/** Updates the given columns only (undefined leaves a column as it is). */
export async function updateEntityColumns(db: Db, id: string, v: Partial<EntityValues>) {
  const columns = Object.entries(v).filter(([, value]) => value !== undefined);
  if (!columns.length) return;
  const sets = columns.map(([k], i) => `${k} = $${i + 2}`);
  await db.query(`UPDATE entities SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
    id,
    ...columns.map(([k, value]) => (k === 'permissions' ? JSON.stringify(value) : value)),
  ]);
}

export async function softDeleteEntity(db: Db, id: string) {
  await db.query('UPDATE entities SET deleted_at = now(), updated_at = now() WHERE id = $1 AND deleted_at IS NULL', [id]);
}

/** Makes the user an admin member of the entity (no-op when already). */
export async function ensureAdminMember(db: Db, entityId: string, userId: string) {
  await db.query(
    `INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, 'admin') ON CONFLICT DO NOTHING`,
    [entityId, userId],
  );
}
