// SQL of an entity's own dashboard (Resumen): enrolments, top programmes, evaluation results per module and students
// at risk. Every query names the entity; grades follow decision 0037 (an entered grade wins over the evaluation's, the
// best submitted attempt counts, a missing grade counts as 0 once the course has ended and is left out before).
import type { Db } from '../../db/client.js';
import { submittedAt } from '../attempts/attempts.queries.js';

/**
 * Students enrolled in the entity's main scheduled courses (programmes; a module schedule's rows are not enrolments of
 * their own, migration 023) since the period's first month, per month of their enrolment (the running totals).
 */
export async function enrolmentsByMonth(db: Db, entityId: string, firstMonth: string) {
  return db.query<{ month: string; count: number }>(
    `SELECT to_char(month, 'YYYY-MM') AS month, enrolments AS count
     FROM enrolment_months WHERE entity_id = $1 AND month >= $2::date AND enrolments > 0`,
    [entityId, firstMonth],
  );
}

/**
 * The programmes with the most enrolments over all their main scheduled courses (each course's running total; a module
 * schedule's students are the same students again, and a module is no programme), added up per programme before the
 * programmes' names are joined (200 rows rather than 2,000 on the large dataset).
 */
export async function topProgrammes(db: Db, entityId: string, limit: number) {
  return db.query<{ id: string; name: string; students: number }>(
    `SELECT c.id, c.name, t.students FROM (
       SELECT m.course_id, sum(s.students)::int AS students
       FROM scheduled_enrolments s JOIN scheduleds m ON m.id = s.scheduled_id
       WHERE s.entity_id = $1 AND s.students > 0 AND m.type_of_scheduled = 'main' GROUP BY m.course_id) t
     JOIN courses c ON c.id = t.course_id ORDER BY t.students DESC, c.name, c.id LIMIT $2`,
    [entityId, limit],
  );
}

/** Each student's best submitted attempt (its points summed, at most 20) at each published evaluation of the entity. */
const BEST_RESULTS = (now: string) => `
  SELECT e.id AS evaluation_id, e.course_id, e.practice_id, a.user_id, max(a.grade) AS grade
  FROM evaluations e
  JOIN LATERAL (
    SELECT t.user_id, least(coalesce((SELECT sum(x.points) FROM evaluation_answers x WHERE x.attempt_id = t.id), 0), 20) AS grade
    FROM evaluation_attempts t WHERE t.evaluation_id = e.id AND ${submittedAt('t', now)} IS NOT NULL) a ON true
  WHERE e.entity_id = $1 AND e.published
  GROUP BY e.id, e.course_id, e.practice_id, a.user_id`;

/** Per module with results: how many, their average (two decimals) and how many reach the passing mark. */
export async function moduleResults(db: Db, entityId: string, now: Date, limit: number) {
  return db.query<{ id: string; name: string; programme: string; results: number; average: string; passed: number }>(
    `WITH r AS (${BEST_RESULTS('$2')}), mark AS (SELECT passing_mark FROM entities WHERE id = $1)
     SELECT c.id, c.name, p.name AS programme, count(*)::int AS results, round(avg(r.grade), 2)::text AS average,
            count(*) FILTER (WHERE r.grade >= (SELECT passing_mark FROM mark))::int AS passed
     FROM r JOIN courses c ON c.id = r.course_id JOIN courses p ON p.id = c.parent_course_id
     GROUP BY c.id, c.name, p.name ORDER BY p.name, c.position, c.name, c.id LIMIT $3`,
    [entityId, now, limit],
  );
}

export interface AtRiskRow {
  user_id: string;
  name: string;
  lastname: string;
  course: string;
  final: string;
  total: number;
}

/**
 * Enrolments whose final grade is below the entity's passing mark, the lowest first, with how many there are: per
 * graded practice of the course's programme the entered grade, else the best result of its evaluations; Σ(weight ×
 * grade) / Σ(weight) rounded half away from zero (numeric round) as packages/shared/src/contracts/grades.final.ts does.
 */
export async function studentsAtRisk(db: Db, entityId: string, now: Date, today: string, limit: number) {
  return db.query<AtRiskRow>(
    `WITH r AS (${BEST_RESULTS('$2')}),
     ev AS (SELECT user_id, practice_id, max(grade) AS grade FROM r WHERE practice_id IS NOT NULL GROUP BY user_id, practice_id),
     cells AS (
       SELECT ss.scheduled_id, ss.user_id, p.weight, m.end_date < $3::date AS ended,
              coalesce(pg.grade, ev.grade::numeric(4, 2)) AS grade
       FROM scheduled_students ss JOIN scheduleds m ON m.id = ss.scheduled_id
       JOIN qualified_practices p ON p.course_id = m.course_id
       LEFT JOIN practice_grades pg ON pg.scheduled_id = ss.scheduled_id AND pg.user_id = ss.user_id AND pg.practice_id = p.id
       LEFT JOIN ev ON ev.user_id = ss.user_id AND ev.practice_id = p.id
       WHERE ss.entity_id = $1),
     counted AS (SELECT * FROM cells WHERE grade IS NOT NULL OR ended),
     finals AS (
       SELECT scheduled_id, user_id, least(greatest(round(sum(weight * coalesce(grade, 0)) / sum(weight), 2), 0), 20) AS final
       FROM counted GROUP BY scheduled_id, user_id HAVING sum(weight) > 0),
     risk AS (SELECT f.* FROM finals f WHERE f.final < (SELECT passing_mark FROM entities WHERE id = $1))
     SELECT u.id AS user_id, u.name, u.lastname, m.name AS course, k.final::numeric(4, 2)::text AS final,
            (SELECT count(*) FROM risk)::int AS total
     FROM risk k JOIN users u ON u.id = k.user_id JOIN scheduleds m ON m.id = k.scheduled_id
     ORDER BY k.final, u.lastname, u.name, u.id, m.id LIMIT $4`,
    [entityId, now, today, limit],
  );
}

export async function passingMark(db: Db, entityId: string) {
  const [row] = await db.query<{ mark: string }>(
    'SELECT passing_mark::numeric(4, 2)::text AS mark FROM entities WHERE id = $1',
    [entityId],
  );
  return row.mark;
}
