// The published evaluations of a student's unlocked modules with what the student did at each (04 §2.2): attempts
// started and submitted, the best grade, whether an answer waits for a teacher. An attempt past its deadline counts as
// submitted (submittedAt, decision 0036); `now` is the server's clock, never SQL now().
import type { ShowGrade } from '@edu/shared';
import { type Db, prepared } from '../../db/client.js';
import { ATTEMPT_GRADE, submittedAt } from './attempts.queries.js';

export interface MyEvaluationRow {
  id: string;
  course_id: string;
  title: string;
  opens_at: Date;
  closes_at: Date;
  attempts: number;
  duration_time: number;
  /** null: the default rule of its attempts (showGradeOf) */
  show_grade: ShowGrade | null;
  attempts_used: number;
  submitted: number;
  /** a submitted attempt has an answer without points (a teacher's part) */
  waiting: boolean;
  best_grade: string | null;
  in_progress_id: string | null;
  last_attempt_id: string | null;
  best_attempt_id: string | null;
}

/** The caller's attempts at the evaluations of these modules, each with its state as of `$3` and its grade. */
const MY_ATTEMPTS = `
  SELECT a.id, a.evaluation_id, a.number, ${submittedAt('a', '$3')} AS submitted_at, g.grade, g.pending
  FROM evaluation_attempts a
  JOIN evaluations ev ON ev.id = a.evaluation_id
  CROSS JOIN LATERAL (
    SELECT ${ATTEMPT_GRADE} AS grade, count(*) FILTER (WHERE points IS NULL) AS pending
    FROM evaluation_answers WHERE attempt_id = a.id
  ) g
  WHERE a.user_id = $1 AND ev.course_id = ANY($2::uuid[])`;

const MY_EVALUATIONS = prepared(
  `WITH mine AS (${MY_ATTEMPTS})
     SELECT e.id, e.course_id, e.title, e.opens_at, e.closes_at, e.attempts, e.duration_time, e.show_grade,
            count(m.id)::int AS attempts_used,
            count(m.id) FILTER (WHERE m.submitted_at IS NOT NULL)::int AS submitted,
            coalesce(bool_or(m.pending > 0) FILTER (WHERE m.submitted_at IS NOT NULL), false) AS waiting,
            (max(m.grade) FILTER (WHERE m.submitted_at IS NOT NULL))::text AS best_grade,
            (array_agg(m.id) FILTER (WHERE m.submitted_at IS NULL))[1] AS in_progress_id,
            (array_agg(m.id ORDER BY m.number DESC))[1] AS last_attempt_id,
            (array_agg(m.id ORDER BY m.grade DESC, m.number DESC) FILTER (WHERE m.submitted_at IS NOT NULL))[1]
              AS best_attempt_id
     FROM evaluations e
     LEFT JOIN mine m ON m.evaluation_id = e.id
     WHERE e.course_id = ANY($2::uuid[]) AND e.published AND e.opens_at IS NOT NULL AND e.closes_at IS NOT NULL
     GROUP BY e.id
     ORDER BY e.opens_at, e.created_at, e.id`,
);

/** The published evaluations of these modules (the caller's unlocked ones), soonest open first. */
export async function myEvaluations(db: Db, userId: string, moduleIds: string[], now: Date) {
  if (!moduleIds.length) return [];
  return db.query<MyEvaluationRow>(MY_EVALUATIONS, [userId, moduleIds, now]);
}
