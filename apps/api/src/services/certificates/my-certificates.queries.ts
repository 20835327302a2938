// SQL of Mis certificados (04 §2.2): only the caller's issued, still valid certificates in the entity.
import type { Db } from '../../db/client.js';

export interface MyCertificateRow {
  scheduled_id: string;
  course_name: string;
  start_date: string;
  end_date: string;
  issued_at: Date | string;
  code: string;
  file_key: string;
}

/** Newest first. A certificate withdrawn with the student's enrolment (is_valid false) is no longer theirs to show. */
export async function myCertificates(db: Db, entityId: string, userId: string) {
  return db.query<MyCertificateRow>(
    `SELECT c.scheduled_id, s.name AS course_name, s.start_date, s.end_date, c.issued_at, c.code, c.file_key
     FROM student_certificates c JOIN scheduleds s ON s.id = c.scheduled_id
     WHERE c.entity_id = $1 AND c.user_id = $2 AND c.file_key <> '' AND c.is_valid
     ORDER BY c.issued_at DESC, c.id`,
    [entityId, userId],
  );
}
