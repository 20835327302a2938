// SQL of the students of a scheduled course and of a student's removal. Every query names the entity.
import type { Db } from '../../db/client.js';
import { type CountFn, countNow } from '../../db/count-cache.js';
import { scanFor, userNameOrder } from '../../db/page-scan.js';
import { likeContains, walkedLike, walksPage } from '../../db/search.js';

export interface EnrolledRow {
  id: string;
  name: string;
  lastname: string;
  email: string;
  photo: string | null;
  phone: string | null;
  address: string | null;
  dni: string | null;
  role_ids: string[];
  enrolled_at: Date;
}

export interface EnrolledFilter {
  entityId: string;
  scheduledId: string;
  search: string;
  ascending: boolean;
  /** the most rows a search's page may walk (db/search.ts WALK_ROWS; the tests force either way) */
  walkRows?: number;
}

/**
 * One page of the students (role estudiante) enrolled in a scheduled course, by name then last name (then id). Without
 * a search the total is counted from the enrolments and memberships keys and the page's ids are read from the users'
 * name indexes (008), from their nearer end (db/page-scan.ts); with one, the matches are counted first, then a frequent
 * term's page is walked the same way and a rare one's read from its matches (db/search.ts, decision 0044).
 */
export async function listEnrolled(
  db: Db,
  f: EnrolledFilter,
  limit: number,
  offset: number,
  count: CountFn = countNow,
) {
  const enrolled = `
    EXISTS (SELECT 1 FROM scheduled_students ss
            JOIN memberships st ON st.entity_id = ss.entity_id AND st.user_id = ss.user_id AND st.role_id = 'estudiante'
            WHERE ss.scheduled_id = $1 AND ss.entity_id = $2 AND ss.user_id = u.id)`;
  const select = `
    SELECT u.id, u.name, u.lastname, u.email, u.photo, u.phone, u.address, u.dni, ss.created_at AS enrolled_at,
           (SELECT array_agg(m.role_id ORDER BY r.sort) FROM memberships m JOIN roles r ON r.id = m.role_id
            WHERE m.entity_id = ss.entity_id AND m.user_id = u.id) AS role_ids`;
  const countAll = () =>
    count(
      db,
      `SELECT count(*)::int AS n FROM scheduled_students ss
       JOIN memberships st ON st.entity_id = ss.entity_id AND st.user_id = ss.user_id AND st.role_id = 'estudiante'
       WHERE ss.scheduled_id = $1 AND ss.entity_id = $2`,
      [f.scheduledId, f.entityId],
    );
  // the page's ids from the users' name indexes, from their nearer end; `matching` tests each row read (a search's walk)
  const walkedPage = async (n: number, matching: string, params: unknown[]) => {
    const scan = scanFor(n, offset, limit);
    if (!scan) return [];
    const inner = userNameOrder(f.ascending, scan.reverse);
    const at = params.length;
    return db.query<EnrolledRow>(
      `${select}
       FROM (SELECT u.id FROM users u WHERE ${enrolled}${matching} ORDER BY ${inner} LIMIT $${at + 1} OFFSET $${at + 2}) page
       JOIN users u ON u.id = page.id
       JOIN scheduled_students ss ON ss.scheduled_id = $1 AND ss.user_id = u.id
       ORDER BY ${userNameOrder(f.ascending)}`,
      [...params, scan.limit, scan.offset],
    );
  };
  if (f.search) {
    // fenced: the name's matches come from the trigram index first (a few thousand of 100,000), then their
    // enrolments; unfenced, the planner walked the name index testing every user to serve ORDER BY … LIMIT
    const from = `
      FROM (WITH m AS MATERIALIZED (SELECT id FROM users WHERE lower(name || ' ' || lastname) LIKE lower($3))
            SELECT id FROM m) found
      JOIN scheduled_students ss ON ss.user_id = found.id
      JOIN users u ON u.id = ss.user_id
      JOIN memberships st ON st.entity_id = ss.entity_id AND st.user_id = ss.user_id AND st.role_id = 'estudiante'
      WHERE ss.scheduled_id = $1 AND ss.entity_id = $2`;
    const params = [f.scheduledId, f.entityId, likeContains(f.search)];
    // the total first (kept by the count cache like the unsearched one): a frequent term's page is then walked from
    // the name index, a rare one's read from its few matches (db/search.ts, decision 0044)
    const n = await count(db, `SELECT count(*)::int AS n ${from}`, params);
    const scan = scanFor(n, offset, limit);
    if (!scan) return { rows: [], total: n };
    if (await walksPage(n, countAll, scan.offset, scan.limit, f.walkRows)) {
      const matching = ` AND ${walkedLike(`lower(u.name || ' ' || u.lastname)`, 'lower($3)')}`;
      return { rows: await walkedPage(n, matching, params), total: n };
    }
    const rows = await db.query<EnrolledRow>(
      `${select} ${from} ORDER BY ${userNameOrder(f.ascending)} LIMIT $4 OFFSET $5`,
      [...params, limit, offset],
    );
    return { rows, total: n };
  }
  const n = await countAll();
  return { rows: await walkedPage(n, '', [f.scheduledId, f.entityId]), total: n };
}

/** The roles the user holds in the entity (none: not a member). */
export async function memberRoles(db: Db, entityId: string, userId: string) {
  const rows = await db.query<{ role_id: string }>(
    'SELECT role_id FROM memberships WHERE entity_id = $1 AND user_id = $2',
    [entityId, userId],
  );
  return rows.map((r) => r.role_id);
}

export interface ScheduledRef {
  id: string;
  type_of_scheduled: 'main' | 'children';
  main_scheduled: string | null;
  course_id: string;
}

/** The entity's scheduled courses among `ids` (those of other entities, or unknown, are simply absent). */
export async function scheduledsOfEntity(db: Db, entityId: string, ids: string[]) {
  return db.query<ScheduledRef>(
    `SELECT id, type_of_scheduled, main_scheduled, course_id FROM scheduleds WHERE entity_id = $1 AND id = ANY($2::uuid[])`,
    [entityId, ids],
  );
}

/**
 * Removes the user from scheduled courses of the entity and takes away the access to the given modules of the main
 * course; their certificate of the main course, if removed from it, stops being valid. Answers the enrolments removed.
 */
export async function removeEnrolments(
  db: Db,
  v: { entityId: string; userId: string; mainId: string; scheduledIds: string[]; courseIds: string[] | 'all' },
) {
  const removed = await db.query<{ scheduled_id: string }>(
    `DELETE FROM scheduled_students WHERE entity_id = $1 AND user_id = $2 AND scheduled_id = ANY($3::uuid[])
     RETURNING scheduled_id`,
    [v.entityId, v.userId, v.scheduledIds],
  );
  await db.query(
    `DELETE FROM student_modules WHERE entity_id = $1 AND user_id = $2 AND main_scheduled = $3
       AND ($4::uuid[] IS NULL OR course_id = ANY($4::uuid[]))`,
    [v.entityId, v.userId, v.mainId, v.courseIds === 'all' ? null : v.courseIds],
  );
  if (v.courseIds === 'all') await invalidateCertificates(db, v.entityId, v.userId, v.mainId);
  return removed.length;
}

/** Everything a student has in the entity (enrolments, module access) goes when they leave it. */
export async function removeAllEnrolments(db: Db, entityId: string, userId: string) {
  await db.query('DELETE FROM scheduled_students WHERE entity_id = $1 AND user_id = $2', [entityId, userId]);
  await db.query('DELETE FROM student_modules WHERE entity_id = $1 AND user_id = $2', [entityId, userId]);
  await invalidateCertificates(db, entityId, userId, null);
}

/** A certificate stays (its QR code keeps answering) but says it is no longer valid. */
export async function invalidateCertificates(db: Db, entityId: string, userId: string, scheduledId: string | null) {
  await db.query(
    `UPDATE student_certificates SET is_valid = false
     WHERE entity_id = $1 AND user_id = $2 AND ($3::uuid IS NULL OR scheduled_id = $3) AND is_valid`,
    [entityId, userId, scheduledId],
  );
}
