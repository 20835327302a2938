import type { Db } from '../../db/client.js';
import { type CountFn, countNow } from '../../db/count-cache.js';
import { scanFor } from '../../db/page-scan.js';
import { likeContains } from '../../db/search.js';

export interface ScheduledRow {
  id: string;
  entity_id: string;
  name: string;
  description: string;
  /** 'YYYY-MM-DD' (the date parser keeps calendar dates as text) */
  start_date: string;
  end_date: string;
  type_of_scheduled: 'main' | 'children';
  main_scheduled: string | null;
  coverpage: string | null;
  publish: boolean;
  created_at: Date;
  course_id: string;
  course_name: string;
  course_description: string;
  /** the course's cover, else (a module) its programme's */
  course_preview: string | null;
  price_inscription: string;
  price_course: string;
  category_id: string | null;
  category_name: string | null;
  campus_id: string | null;
  campus_name: string | null;
  teachers: { _id: string; name: string; lastname: string }[];
}

// A module schedule shows its main's campus, teachers and publish flag; its category is its programme's.
const SCHEDULED_SELECT = `
  SELECT s.id, s.entity_id, s.name, s.description, s.start_date, s.end_date, s.type_of_scheduled, s.main_scheduled,
         s.coverpage, coalesce(m.publish, s.publish) AS publish, s.created_at,
         c.id AS course_id, c.name AS course_name, c.description AS course_description,
         coalesce(c.preview, p.preview) AS course_preview,
         c.price_inscription::text AS price_inscription, c.price_course::text AS price_course,
         cat.id AS category_id, cat.name AS category_name, camp.id AS campus_id, camp.name AS campus_name,
         coalesce((SELECT json_agg(json_build_object('_id', u.id, 'name', u.name, 'lastname', u.lastname)
                                   ORDER BY u.name, u.lastname, u.id)
                   FROM scheduled_teachers st JOIN users u ON u.id = st.user_id
                   WHERE st.scheduled_id = coalesce(s.main_scheduled, s.id)), '[]'::json) AS teachers
  FROM scheduleds s
  LEFT JOIN scheduleds m ON m.id = s.main_scheduled
  JOIN courses c ON c.id = s.course_id
  LEFT JOIN courses p ON p.id = c.parent_course_id
  LEFT JOIN categories cat ON cat.id = coalesce(c.category_id, p.category_id)
  LEFT JOIN campuses camp ON camp.id = coalesce(s.campus_id, m.campus_id)`;

const ORDERS = {
  name: 's.name, s.id',
  '-name': 's.name DESC, s.id DESC',
  start_date: 's.start_date, s.id',
  '-start_date': 's.start_date DESC, s.id DESC',
} as const;
export type ScheduledSort = keyof typeof ORDERS;
/** the same order read from the other end (db/page-scan.ts) */
const flipped = (sort: ScheduledSort): ScheduledSort =>
  (sort.startsWith('-') ? sort.slice(1) : `-${sort}`) as ScheduledSort;

/** One page of the entity's main scheduled courses; `search` matches part of the name, any case. */
export async function listMainScheduleds(
  db: Db,
  entityId: string,
  search: string,
  sort: ScheduledSort,
  limit: number,
  offset: number,
  count: CountFn = countNow,
) {
  const where = `s.entity_id = $1 AND s.type_of_scheduled = 'main' AND ($2 = '' OR lower(s.name) LIKE lower($2))`;
  const params = [entityId, search ? likeContains(search) : ''];
  const n = await count(db, `SELECT count(*)::int AS n FROM scheduleds s WHERE ${where}`, params);
  const scan = scanFor(n, offset, limit);
  if (!scan) return { rows: [], total: n };
  // the page's ids from the list index alone, from its nearer end; only those rows get their joins and teachers
  const inner = ORDERS[scan.reverse ? flipped(sort) : sort];
  const rows = await db.query<ScheduledRow>(
    `${SCHEDULED_SELECT}
     JOIN (SELECT s.id FROM scheduleds s WHERE ${where} ORDER BY ${inner} LIMIT $3 OFFSET $4) page ON page.id = s.id
     ORDER BY ${ORDERS[sort]}`,
    [...params, scan.limit, scan.offset],
  );
  return { rows, total: n };
}

/** One page of the module schedules of a main scheduled course, in the programme's module order. */
export async function listModuleSchedules(db: Db, mainId: string, search: string, limit: number, offset: number) {
  const where = `s.main_scheduled = $1 AND ($2 = '' OR lower(s.name) LIKE lower($2))`;
  const pattern = search ? likeContains(search) : '';
  const rows = await db.query<ScheduledRow>(
    `${SCHEDULED_SELECT} WHERE ${where} ORDER BY c.position, c.created_at, c.id LIMIT $3 OFFSET $4`,
    [mainId, pattern, limit, offset],
  );
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM scheduleds s WHERE ${where}`, [
    mainId,
    pattern,
  ]);
  return { rows, total: n };
}

export async function scheduledOfEntity(db: Db, entityId: string, id: string): Promise<ScheduledRow | undefined> {
  return (await db.query<ScheduledRow>(`${SCHEDULED_SELECT} WHERE s.id = $1 AND s.entity_id = $2`, [id, entityId]))[0];
}

export interface StoredScheduled {
  id: string;
  type_of_scheduled: 'main' | 'children';
  course_id: string;
  campus_id: string | null;
  main_scheduled: string | null;
  start_date: string;
  end_date: string;
  coverpage: string | null;
}

/**
 * The stored row, locked until the call's transaction ends: writes under one main scheduled course lock the main
 * first, so two module schedules written at once are checked one after the other (PostgreSQL; PGlite is serial).
 */
export async function lockScheduled(db: Db, entityId: string, id: string): Promise<StoredScheduled | undefined> {
  const rows = await db.query<StoredScheduled>(
    `SELECT id, type_of_scheduled, course_id, campus_id, main_scheduled, start_date, end_date, coverpage
     FROM scheduleds WHERE id = $1 AND entity_id = $2 FOR UPDATE`,
    [id, entityId],
  );
  return rows[0];
}

export interface ModuleSlotRow {
  id: string;
  name: string;
  /** its schedule under the main scheduled course, when it has one */
  schedule_id: string | null;
  start_date: string | null;
  end_date: string | null;
}

/** The modules of a programme in their order, each with its schedule under `mainId`. */
export async function modulesWithSchedules(db: Db, mainId: string, programmeId: string) {
  return db.query<ModuleSlotRow>(
    `SELECT c.id, c.name, ch.id AS schedule_id, ch.start_date, ch.end_date
     FROM courses c LEFT JOIN scheduleds ch ON ch.main_scheduled = $1 AND ch.course_id = c.id
     WHERE c.parent_course_id = $2 ORDER BY c.position, c.created_at, c.id`,
    [mainId, programmeId],
  );
}

export interface ScheduledValues {
  course_id: string;
  campus_id: string | null;
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  type_of_scheduled: 'main' | 'children';
  main_scheduled: string | null;
  coverpage: string | null;
  publish: boolean;
}

export async function insertScheduled(db: Db, entityId: string, createdBy: string, v: ScheduledValues) {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO scheduleds (entity_id, created_by, course_id, campus_id, name, description, start_date, end_date,
                             type_of_scheduled, main_scheduled, coverpage, publish)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      entityId,
      createdBy,
      v.course_id,
      v.campus_id,
      v.name,
      v.description,
      v.start_date,
      v.end_date,
      v.type_of_scheduled,
      v.main_scheduled,
      v.coverpage,
      v.publish,
    ],
  );
  return row.id;
}

const UPDATABLE = new Set([
  'course_id',
  'campus_id',
  'name',
  'description',
  'start_date',
  'end_date',
  'coverpage',
  'publish',
]);

/** Updates the given columns only (undefined leaves a column as it is). */
export async function updateScheduledColumns(db: Db, id: string, v: Partial<ScheduledValues>) {
  const columns = Object.entries(v).filter(([k, value]) => value !== undefined && UPDATABLE.has(k));
  if (!columns.length) return;
  const sets = columns.map(([k], i) => `${k} = $${i + 2}`);
  await db.query(`UPDATE scheduleds SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
    id,
    ...columns.map(([, value]) => value),
  ]);
}

/** The teachers of a main scheduled course become exactly `userIds`. */
export async function replaceTeachers(db: Db, scheduledId: string, userIds: string[]) {
  await db.query('DELETE FROM scheduled_teachers WHERE scheduled_id = $1 AND NOT (user_id = ANY($2::uuid[]))', [
    scheduledId,
    userIds,
  ]);
  await db.query(
    `INSERT INTO scheduled_teachers (scheduled_id, user_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
    [scheduledId, userIds],
  );
}

/** The roles each of `userIds` holds in the entity (users with none are absent). */
export async function entityRolesOf(db: Db, entityId: string, userIds: string[]) {
  return db.query<{ user_id: string; roles: string[] }>(
    `SELECT user_id, array_agg(role_id) AS roles FROM memberships WHERE entity_id = $1 AND user_id = ANY($2::uuid[]) GROUP BY user_id`,
    [entityId, userIds],
  );
}

/** The earliest start and latest end of the module schedules under a main scheduled course (nulls: none). */
export async function moduleScheduleRange(db: Db, mainId: string) {
  const [row] = await db.query<{ first: string | null; last: string | null; n: number }>(
    'SELECT min(start_date) AS first, max(end_date) AS last, count(*)::int AS n FROM scheduleds WHERE main_scheduled = $1',
    [mainId],
  );
  return row;
}

/** Students enrolled in the scheduled course or, for a main one, in any of its module schedules. */
export async function hasStudents(db: Db, id: string) {
  const rows = await db.query(
    `SELECT 1 FROM scheduled_students
     WHERE scheduled_id = $1 OR scheduled_id IN (SELECT id FROM scheduleds WHERE main_scheduled = $1) LIMIT 1`,
    [id],
  );
  return rows.length > 0;
}

/**
 * What else keeps a scheduled course (or any of its module schedules): order lines that bought it, or certificates
 * issued for it (kept, marked no longer valid, when a student leaves). Either one refuses its deletion.
 */
export async function usedBy(db: Db, id: string): Promise<'orders' | 'certificates' | null> {
  const tree = 'SELECT id FROM scheduleds WHERE id = $1 OR main_scheduled = $1';
  if ((await db.query(`SELECT 1 FROM order_items WHERE scheduled_id IN (${tree}) LIMIT 1`, [id])).length)
    return 'orders';
  if ((await db.query(`SELECT 1 FROM student_certificates WHERE scheduled_id IN (${tree}) LIMIT 1`, [id])).length) {
    return 'certificates';
  }
  return null;
}

/** The covers stored for a scheduled course and its module schedules. */
export async function coversOfTree(db: Db, id: string) {
  const rows = await db.query<{ key: string }>(
    'SELECT coverpage AS key FROM scheduleds WHERE (id = $1 OR main_scheduled = $1) AND coverpage IS NOT NULL',
    [id],
  );
  return rows.map((r) => r.key);
}

/** Removes the scheduled course; its module schedules and teacher rows go with it (ON DELETE CASCADE). */
export async function deleteScheduledRow(db: Db, id: string) {
  await db.query('DELETE FROM scheduleds WHERE id = $1', [id]);
}
