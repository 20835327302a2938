// SQL of publishing an evaluation and of the 'Publicadas' list with its results (04 §2.4). Grades are each student's
// best submitted attempt, an attempt past its deadline counting as submitted (attempts.queries.ts submittedAt).
import type { ShowGrade } from '@edu/shared';
import type { Db } from '../../db/client.js';
import { submittedAt } from '../attempts/attempts.queries.js';

/** A graded practice of the programme (02 §2.4), or undefined. */
export async function practiceOfProgramme(db: Db, entityId: string, practiceId: string, programmeId: string) {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM qualified_practices WHERE id = $1 AND entity_id = $2 AND course_id = $3',
    [practiceId, entityId, programmeId],
  );
  return rows[0];
}

/** Publishes, or moves the window; `showGrade` undefined keeps the choice made before (or the default rule). */
export async function publishRow(
  db: Db,
  id: string,
  w: { opensAt: string; closesAt: string; practiceId: string | null; showGrade?: ShowGrade },
) {
  await db.query(
    `UPDATE evaluations SET published = true, opens_at = $2, closes_at = $3, practice_id = $4,
       show_grade = coalesce($5, show_grade), updated_at = now()
     WHERE id = $1`,
    [id, w.opensAt, w.closesAt, w.practiceId, w.showGrade ?? null],
  );
}

/**
 * The 'Publicar' defaults: the module schedule running on `today` (Lima) or the next one, else the latest; from its
 * start day at 00:00 to its end day at 23:59, Lima time.
 */
export async function moduleScheduleWindow(db: Db, entityId: string, moduleId: string, today: string) {
  const rows = await db.query<{ opens_at: Date; closes_at: Date }>(
    `SELECT start_date::timestamp AT TIME ZONE 'America/Lima' AS opens_at,
            (end_date + 1)::timestamp AT TIME ZONE 'America/Lima' - interval '1 minute' AS closes_at
     FROM scheduleds
     WHERE entity_id = $1 AND course_id = $2 AND type_of_scheduled = 'children'
     ORDER BY end_date < $3::date, CASE WHEN end_date >= $3::date THEN start_date END, start_date DESC, id
     LIMIT 1`,
    [entityId, moduleId, today],
  );
  return rows[0];
}

export interface PublishedDetailsRow {
  id: string;
  practice_id: string | null;
  practice_title: string | null;
  taken: number;
  average: string | null;
  highest: string | null;
  lowest: string | null;
}

/** For each evaluation: its practice and its results as of `now` (taken, average, highest, lowest; two decimals). */
export async function publishedDetails(db: Db, ids: string[], now: Date) {
  return db.query<PublishedDetailsRow>(
    `WITH graded AS (
       SELECT a.evaluation_id, a.user_id,
              least((SELECT coalesce(sum(x.points), 0) FROM evaluation_answers x WHERE x.attempt_id = a.id), 20) AS grade
       FROM evaluation_attempts a
       WHERE a.evaluation_id = ANY($1::uuid[]) AND ${submittedAt('a', '$2')} IS NOT NULL
     ), best AS (SELECT evaluation_id, user_id, max(grade) AS grade FROM graded GROUP BY evaluation_id, user_id)
     SELECT e.id, p.id AS practice_id, p.title AS practice_title, count(b.user_id)::int AS taken,
            round(avg(b.grade), 2)::numeric(5, 2)::text AS average, max(b.grade)::numeric(5, 2)::text AS highest,
            min(b.grade)::numeric(5, 2)::text AS lowest
     FROM evaluations e
     LEFT JOIN qualified_practices p ON p.id = e.practice_id
     LEFT JOIN best b ON b.evaluation_id = e.id
     WHERE e.id = ANY($1::uuid[])
     GROUP BY e.id, p.id, p.title`,
    [ids, now],
  );
}
