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
  const [row] = await db.query<{ course: string; entity: string; domain: string }>(
    `SELECT s.name AS course, e.entity_name AS entity, e.domain FROM scheduleds s JOIN entities e ON e.id = s.entity_id WHERE s.id = $1`,
    [mainId],
  );
  return row;
}

export interface NewStudent {
  email: string;
  name: string;
  lastname: string;
  dni: string;
  document_type: string;
  phone: string | null;
}

/**
 * A batch's new student accounts in one statement, made by the entity, without a password (the welcome link sets it);
 * answers their ids in the order given. An e-mail taken since the preview fails the statement (unique, 409).
 */
export async function insertNewStudents(db: Db, entityId: string, students: NewStudent[]) {
  const rows = await db.query<{ id: string; email: string }>(
    `INSERT INTO users (email, password_hash, rol, name, lastname, dni, phone, document_type, register, pre_registered,
                        created_by_entity)
     SELECT e, NULL, 'user', n, l, d, p, t, 'completed', false, $1
       FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS s (e, n, l, d, p, t)
     RETURNING id, email`,
    [
      entityId,
      students.map((s) => s.email),
      students.map((s) => s.name),
      students.map((s) => s.lastname),
      students.map((s) => s.dni),
      students.map((s) => s.phone),
      students.map((s) => s.document_type),
    ],
  );
  const byEmail = new Map(rows.map((r) => [r.email, r.id]));
  return students.map((s) => byEmail.get(s.email) as string);
}

/** Links to choose a password, one per account, valid `minutes`. */
export async function insertPasswordResets(db: Db, resets: { userId: string; tokenHash: string }[], minutes: number) {
  await db.query(
    `INSERT INTO password_resets (user_id, token_hash, expires_at)
     SELECT u, h, now() + make_interval(mins => $3) FROM unnest($1::uuid[], $2::text[]) AS r (u, h)`,
    [resets.map((r) => r.userId), resets.map((r) => r.tokenHash), minutes],
  );
}
