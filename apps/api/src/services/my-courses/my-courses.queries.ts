// SQL of the student's own courses, Mis cursos (04 §2.2): every query names the caller, so that another student's rows are never
// read. A module is unlocked only when bought and enabled (02 §4); see docs/decisions/0035-students-side.md.
import { type Db, prepared } from '../../db/client.js';
import { submittedAt } from '../attempts/attempts.queries.js';

const TODAY_IN_LIMA = `(now() AT TIME ZONE 'America/Lima')::date`;

/** 02 §4: a module access row (student_modules) that unlocks its module: bought and enabled. */
const UNLOCKS = (sm: string) => `${sm}.buyed AND ${sm}.status = 'enabled'`;

/**
 * The main scheduled courses of the entity where the user has something: a module bought (or given by a manual
 * enrolment), an enrolment, or a pending order for it or one of its modules. The ids are gathered from the user's own
 * rows (each read by its (entity, user) or user index), not by testing every course of the entity: 40 ms → 1 ms for a
 * student of the large entity (docs/performance.md, 'Páginas de los estudiantes').
 */
const MINE = `
  s.entity_id = $1 AND s.type_of_scheduled = 'main' AND s.id IN (
    SELECT sm.main_scheduled FROM student_modules sm WHERE sm.entity_id = $1 AND sm.user_id = $2 AND sm.buyed
    UNION ALL
    SELECT ss.scheduled_id FROM scheduled_students ss WHERE ss.entity_id = $1 AND ss.user_id = $2
    UNION ALL
    SELECT coalesce(b.main_scheduled, b.id) FROM orders o JOIN order_items i ON i.order_id = o.id
      JOIN scheduleds b ON b.id = i.scheduled_id
    WHERE o.user_id = $2 AND o.entity_id = $1 AND o.state = 'pending')`;

export interface MyCourseRow {
  id: string;
  name: string;
  description: string;
  category: string | null;
  campus: string | null;
  coverpage: string | null;
  start_date: string;
  end_date: string;
  course_id: string;
  modules_total: number;
  modules_unlocked: number;
  next_module_date: string | null;
  evaluations_taken: number;
}

const COURSE_SELECT = `
  SELECT s.id, s.name, s.description, cat.name AS category, cp.name AS campus,
         coalesce(s.coverpage, c.preview) AS coverpage, s.start_date, s.end_date, c.id AS course_id,
         (SELECT count(*)::int FROM courses m WHERE m.parent_course_id = c.id) AS modules_total,
         (SELECT count(*)::int FROM student_modules sm
          WHERE sm.main_scheduled = s.id AND sm.user_id = $2 AND ${UNLOCKS('sm')}) AS modules_unlocked,
         (SELECT min(ms.start_date) FROM scheduleds ms
          WHERE ms.main_scheduled = s.id AND ms.start_date > ${TODAY_IN_LIMA}) AS next_module_date,
         (SELECT count(DISTINCT a.evaluation_id)::int FROM evaluation_attempts a JOIN evaluations e ON e.id = a.evaluation_id
          WHERE e.main_course_id = c.id AND a.user_id = $2 AND ${submittedAt('a', '$3')} IS NOT NULL) AS evaluations_taken
  FROM scheduleds s
  JOIN courses c ON c.id = s.course_id
  LEFT JOIN categories cat ON cat.id = c.category_id
  LEFT JOIN campuses cp ON cp.id = s.campus_id`;

// planned once per connection (db/client.ts): each reads one person's few rows, whatever the values
const MY_COURSES = prepared(`${COURSE_SELECT} WHERE ${MINE} ORDER BY s.start_date DESC, s.name, s.id`);
const MY_COURSE = prepared(`${COURSE_SELECT} WHERE ${MINE} AND s.id = $4`);

/** Mis cursos: the caller's courses in the entity, the latest start first; evaluations taken as of `now`. */
export async function myCourses(db: Db, entityId: string, userId: string, now: Date) {
  return db.query<MyCourseRow>(MY_COURSES, [
    entityId,
    userId,
    now,
  ]);
}

/** One of the caller's courses; undefined when it is not theirs (or not a main scheduled course of the entity). */
export async function myCourse(db: Db, entityId: string, userId: string, scheduledId: string, now: Date) {
  const rows = await db.query<MyCourseRow>(MY_COURSE, [
    entityId,
    userId,
    now,
    scheduledId,
  ]);
  return rows[0];
}

export interface MyModuleRow {
  course_id: string;
  scheduled_id: string | null;
  name: string;
  start_date: string | null;
  end_date: string | null;
  total_price: string;
  bought: boolean;
  enabled: boolean;
  pending: boolean;
}

const MY_MODULES = prepared(
  `SELECT m.id AS course_id, ms.id AS scheduled_id, m.name, ms.start_date, ms.end_date,
            (m.price_course + m.price_inscription)::text AS total_price,
            coalesce(sm.buyed, false) AS bought, coalesce(sm.status = 'enabled', false) AS enabled,
            EXISTS (
              SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id
              WHERE o.user_id = $1 AND o.state = 'pending' AND (i.scheduled_id = $2 OR i.scheduled_id = ms.id)
            ) AS pending
     FROM courses m
     LEFT JOIN scheduleds ms ON ms.main_scheduled = $2 AND ms.course_id = m.id
     LEFT JOIN student_modules sm ON sm.main_scheduled = $2 AND sm.user_id = $1 AND sm.course_id = m.id
     WHERE m.parent_course_id = $3
     ORDER BY m.position, m.created_at, m.id`,
);

/** The programme's modules in order, each with the caller's access and whether a pending order of theirs covers it. */
export async function myModules(db: Db, userId: string, mainScheduledId: string, programmeId: string) {
  return db.query<MyModuleRow>(MY_MODULES, [userId, mainScheduledId, programmeId]);
}

export interface MyMaterialRow {
  id: string;
  course_id: string;
  title: string;
  description: string;
  type: 'doc' | 'ppt' | 'pdf' | 'mp4' | 'url' | 'image';
  name_file: string | null;
}

const MATERIALS_OF = prepared(
  `SELECT id, course_id, title, description, type, name_file FROM materials
     WHERE course_id = ANY($1::uuid[]) ORDER BY created_at, id`,
);

/** The materials of these (unlocked) modules, oldest first. */
export async function materialsOf(db: Db, courseIds: string[]) {
  if (!courseIds.length) return [];
  return db.query<MyMaterialRow>(MATERIALS_OF, [courseIds]);
}

const UNLOCKED_MODULE = prepared(
  `SELECT m.name, sm.main_scheduled
     FROM student_modules sm JOIN scheduleds s ON s.id = sm.main_scheduled JOIN courses m ON m.id = sm.course_id
     WHERE sm.user_id = $1 AND sm.course_id = $2 AND ${UNLOCKS('sm')}
     ORDER BY s.start_date DESC, s.id LIMIT 1`,
);

/**
 * The one test of 'the user has this module unlocked' (bought and enabled, 02 §4) for a single module: undefined when
 * locked; else its name and the main scheduled course where it is unlocked (the latest to start, when several).
 * Taking an evaluation, opening a material and the evaluation's page all ask here.
 */
export async function unlockedModule(db: Db, userId: string, moduleId: string) {
  const rows = await db.query<{ name: string; main_scheduled: string }>(UNLOCKED_MODULE, [userId, moduleId]);
  return rows[0];
}
