import type { Db } from '../../db/client.js';

export interface StudentModuleRow {
  id: string;
  name: string;
  buyed: boolean;
  status: 'enabled' | 'disabled';
  schedule_id: string | null;
  start_date: string | null;
  end_date: string | null;
}

/**
 * The modules of a programme in their order, each with the student's access under the main scheduled course (none:
 * not bought, disabled) and the module's schedule under it, if any.
 */
export async function studentModules(db: Db, mainId: string, programmeId: string, userId: string) {
  return db.query<StudentModuleRow>(
    `SELECT c.id, c.name, coalesce(sm.buyed, false) AS buyed, coalesce(sm.status, 'disabled') AS status,
            ch.id AS schedule_id, ch.start_date, ch.end_date
     FROM courses c
     LEFT JOIN scheduleds ch ON ch.main_scheduled = $1 AND ch.course_id = c.id
     LEFT JOIN student_modules sm ON sm.main_scheduled = $1 AND sm.course_id = c.id AND sm.user_id = $3
     WHERE c.parent_course_id = $2 ORDER BY c.position, c.created_at, c.id`,
    [mainId, programmeId, userId],
  );
}

export async function isMember(db: Db, entityId: string, userId: string) {
  return (await db.query('SELECT 1 FROM memberships WHERE entity_id = $1 AND user_id = $2 LIMIT 1', [entityId, userId])).length > 0;
}
