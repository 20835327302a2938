import type { Db } from '../../db/client.js';

export interface EntityOfMemberRow {
  id: string;
  entity_name: string;
  description: string;
  logo: string | null;
  portrait: string | null;
  bg_sidebar: string;
  bg_buttons: string;
  font_color: string;
  roles: string[];
}

/** The live entities where the user holds a role, with those roles. */
export async function entitiesOfMember(db: Db, userId: string) {
  return db.query<EntityOfMemberRow>(
    `SELECT e.id, e.entity_name, e.description, e.logo, e.portrait, e.bg_sidebar, e.bg_buttons, e.font_color,
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
