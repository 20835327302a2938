import type { Db } from '../../db/client.js';

/** A main scheduled course of the entity, with what its certificate prints and the entity's branding. */
export interface ScheduledForCertificate {
  id: string;
  entity_id: string;
  course_id: string;
  name: string;
  programme_name: string;
  start_date: string;
  end_date: string;
  entity_name: string;
  logo: string | null;
  bg_sidebar: string;
  bg_buttons: string;
  font_color: string;
}

/**
 * `lock`: held until the call commits, as every write under a main scheduled course does (enrolment, removal), so that
 * a certificate is never issued while the student is being removed from the course.
 */
export async function mainScheduledOf(db: Db, entityId: string, scheduledId: string, lock = false) {
  const rows = await db.query<ScheduledForCertificate>(
    `SELECT s.id, s.entity_id, s.course_id, s.name, c.name AS programme_name, s.start_date, s.end_date,
            e.entity_name, e.logo, e.bg_sidebar, e.bg_buttons, e.font_color
     FROM scheduleds s JOIN courses c ON c.id = s.course_id JOIN entities e ON e.id = s.entity_id
     WHERE s.id = $1 AND s.entity_id = $2 AND s.type_of_scheduled = 'main'${lock ? ' FOR UPDATE OF s' : ''}`,
    [scheduledId, entityId],
  );
  return rows[0];
}

/** The student, when enrolled in that scheduled course of the entity; the enrolment cannot go until the call ends. */
export async function enrolledStudent(db: Db, entityId: string, scheduledId: string, userId: string) {
  const rows = await db.query<{ id: string; name: string; lastname: string; email: string }>(
    `SELECT u.id, u.name, u.lastname, u.email FROM scheduled_students ss JOIN users u ON u.id = ss.user_id
     WHERE ss.scheduled_id = $1 AND ss.user_id = $2 AND ss.entity_id = $3 FOR SHARE OF ss`,
    [scheduledId, userId, entityId],
  );
  return rows[0];
}

export interface CertificateRow {
  id: string;
  code: string;
  file_key: string;
  issued_at: Date | string;
  is_valid: boolean;
}

const COLUMNS = 'id, code, file_key, issued_at, is_valid';

export async function certificateOf(db: Db, entityId: string, scheduledId: string, userId: string) {
  const rows = await db.query<CertificateRow>(
    `SELECT ${COLUMNS} FROM student_certificates WHERE scheduled_id = $1 AND user_id = $2 AND entity_id = $3`,
    [scheduledId, userId, entityId],
  );
  return rows[0];
}

/**
 * The student's certificate row, locked until the call commits; created (with `code` and no file yet) when absent.
 * Two generations at once thus run one after the other and print the same code. `is_recent`: issued less than
 * `recentSeconds` ago (a double click's second call answers it as it is, decision 0052).
 */
export async function claimCertificate(
  db: Db,
  v: { entityId: string; scheduledId: string; userId: string; code: string; recentSeconds: number },
) {
  await db.query(
    `INSERT INTO student_certificates (entity_id, scheduled_id, user_id, code, file_key) VALUES ($1, $2, $3, $4, '')
     ON CONFLICT (scheduled_id, user_id) DO NOTHING`,
    [v.entityId, v.scheduledId, v.userId, v.code],
  );
  const rows = await db.query<CertificateRow & { is_recent: boolean }>(
    `SELECT ${COLUMNS}, issued_at > clock_timestamp() - make_interval(secs => $4) AS is_recent
     FROM student_certificates WHERE scheduled_id = $1 AND user_id = $2 AND entity_id = $3 FOR UPDATE`,
    [v.scheduledId, v.userId, v.entityId, v.recentSeconds],
  );
  return rows[0];
}

export async function storeCertificateFile(db: Db, id: string, fileKey: string, templateId: string | null) {
  const rows = await db.query<CertificateRow>(
    `UPDATE student_certificates SET file_key = $2, template_id = $3, issued_at = clock_timestamp(), is_valid = true
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, fileKey, templateId],
  );
  return rows[0];
}

/** What the public verification page shows of a code: the certificate, its student, course and entity. */
export interface VerifiedRow {
  issued_at: Date | string;
  is_valid: boolean;
  name: string;
  lastname: string;
  course_name: string;
  start_date: string;
  end_date: string;
  entity_name: string;
  logo: string | null;
  bg_sidebar: string;
  bg_buttons: string;
  font_color: string;
  entity_active: boolean;
  enrolled: boolean;
}

export async function certificateByCode(db: Db, code: string) {
  const rows = await db.query<VerifiedRow>(
    `SELECT c.issued_at, c.is_valid, u.name, u.lastname, s.name AS course_name, s.start_date, s.end_date,
            e.entity_name, e.logo, e.bg_sidebar, e.bg_buttons, e.font_color, e.deleted_at IS NULL AS entity_active,
            EXISTS (SELECT 1 FROM scheduled_students ss WHERE ss.scheduled_id = c.scheduled_id AND ss.user_id = c.user_id)
              AS enrolled
     FROM student_certificates c JOIN users u ON u.id = c.user_id JOIN scheduleds s ON s.id = c.scheduled_id
     JOIN entities e ON e.id = c.entity_id
     WHERE c.code = $1 AND c.file_key <> ''`,
    [code],
  );
  return rows[0];
}
