import type { Db } from '../../../db/client.js';

export interface KnownPerson {
  id: string;
  email: string;
  /** holds any role in the entity */
  is_member: boolean;
  /** already enrolled in the main scheduled course */
  is_enrolled: boolean;
}

/** The accounts of these e-mails (any case), with their standing in the entity and the course. */
export function peopleByEmail(db: Db, entityId: string, mainId: string, emails: string[]) {
  return db.query<KnownPerson>(
    `SELECT u.id, lower(u.email) AS email,
            EXISTS (SELECT 1 FROM memberships m WHERE m.entity_id = $1 AND m.user_id = u.id) AS is_member,
            EXISTS (SELECT 1 FROM scheduled_students s WHERE s.scheduled_id = $2 AND s.user_id = u.id) AS is_enrolled
       FROM users u WHERE lower(u.email) = ANY($3::text[])`,
    [entityId, mainId, emails],
  );
}

export async function courseAndEntityNames(db: Db, mainId: string) {
  const [row] = await db.query<{ course: string; entity: string }>(
    `SELECT s.name AS course, e.entity_name AS entity FROM scheduleds s JOIN entities e ON e.id = s.entity_id WHERE s.id = $1`,
    [mainId],
  );
  return row;
}
