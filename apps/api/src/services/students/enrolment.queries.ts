// SQL of enrolment (scheduled_students) and module access (student_modules); every query names its entity or a row
// the caller already found inside it. See docs/decisions/0018-students-orders-certificates.md.
import type { Db } from '../../db/client.js';

export interface LockedMain {
  id: string;
  course_id: string;
}

/**
 * The main scheduled course, locked until the call's transaction ends. createScheduled and updateScheduled take the same lock (main, then module)
 * before writing or deleting under a main course, so an enrolment and a deletion never cross.
 */
export async function lockMainScheduled(db: Db, entityId: string, id: string): Promise<LockedMain | undefined> {
  const rows = await db.query<LockedMain>(
    `SELECT id, course_id FROM scheduleds WHERE id = $1 AND entity_id = $2 AND type_of_scheduled = 'main' FOR UPDATE`,
    [id, entityId],
  );
  return rows[0];
}

export interface ModuleScheduleRef {
  id: string;
  course_id: string;
}

/** The module schedules under a main scheduled course (all, or only those of `ids`). */
export async function moduleSchedulesOf(db: Db, mainId: string, ids: string[] | 'all') {
  if (ids === 'all') {
    return db.query<ModuleScheduleRef>(`SELECT id, course_id FROM scheduleds WHERE main_scheduled = $1`, [mainId]);
  }
  if (!ids.length) return [];
  return db.query<ModuleScheduleRef>(
    `SELECT id, course_id FROM scheduleds WHERE main_scheduled = $1 AND id = ANY($2::uuid[])`,
    [mainId, ids],
  );
}

/** Every module of a programme (scheduled or not). */
export async function moduleIdsOfProgramme(db: Db, programmeId: string) {
  const rows = await db.query<{ id: string }>(`SELECT id FROM courses WHERE parent_course_id = $1`, [programmeId]);
  return rows.map((r) => r.id);
}

/** Gives the users the role estudiante in the entity when they do not hold it yet. */
export async function ensureStudentRole(db: Db, entityId: string, userIds: string[]) {
  await db.query(
    `INSERT INTO memberships (entity_id, user_id, role_id)
     SELECT $1, u, 'estudiante' FROM unnest($2::uuid[]) AS u ON CONFLICT DO NOTHING`,
    [entityId, userIds],
  );
}

/** Enrols the users in each scheduled course not yet enrolled; answers how many rows were new. */
export async function insertEnrolments(db: Db, entityId: string, userIds: string[], scheduledIds: string[]) {
  if (!scheduledIds.length) return 0;
  const rows = await db.query<{ scheduled_id: string }>(
    `INSERT INTO scheduled_students (entity_id, scheduled_id, user_id)
     SELECT $1, s, u FROM unnest($3::uuid[]) AS s, unnest($2::uuid[]) AS u
     ON CONFLICT DO NOTHING RETURNING scheduled_id`,
    [entityId, userIds, scheduledIds],
  );
  return rows.length;
}

/**
 * Unlocks modules (bought, enabled). A row already unlocked is left untouched (so enrolling twice changes nothing),
 * except that an order id is recorded on it when one is given. Answers how many rows were written.
 */
export async function unlockModules(
  db: Db,
  v: { entityId: string; userIds: string[]; mainId: string; courseIds: string[]; orderId: string | null },
) {
  if (!v.courseIds.length) return 0;
  const rows = await db.query<{ course_id: string }>(
    `INSERT INTO student_modules (entity_id, user_id, main_scheduled, course_id, buyed, status, order_id)
     SELECT $1, u, $3, c, true, 'enabled', $5 FROM unnest($4::uuid[]) AS c, unnest($2::uuid[]) AS u
     ON CONFLICT (main_scheduled, user_id, course_id) DO UPDATE
       SET buyed = true, status = 'enabled', order_id = coalesce(EXCLUDED.order_id, student_modules.order_id),
           updated_at = now()
       WHERE NOT student_modules.buyed OR student_modules.status <> 'enabled'
          OR (EXCLUDED.order_id IS NOT NULL AND student_modules.order_id IS DISTINCT FROM EXCLUDED.order_id)
     RETURNING course_id`,
    [v.entityId, v.userIds, v.mainId, v.courseIds, v.orderId],
  );
  return rows.length;
}
