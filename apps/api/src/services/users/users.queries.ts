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
