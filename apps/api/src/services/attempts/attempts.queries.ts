// SQL of students' attempts and answers (04 §4). The time that decides (deadlines, windows) is always a parameter
// from ctx.services.clock, never SQL now(). An attempt past its deadline counts as submitted at its deadline whether or
// not a call has written it yet (SUBMITTED_AT); the sweep writes it (docs/decisions/0036-taking-evaluations.md).
import type { EvaluationOption, ShowGrade } from '@edu/shared';
import type { Db } from '../../db/client.js';

/** When attempt `a` was submitted as of time `$now`: its own submission, else its deadline once passed, else null. */
export const submittedAt = (a: string, now: string) =>
  `coalesce(${a}.submitted_at, CASE WHEN ${a}.deadline <= ${now} THEN ${a}.deadline END)`;

export interface TakenEvaluationRow extends Record<EvaluationOption, boolean> {
  id: string;
  course_id: string;
  title: string;
  attempts: number;
  duration_time: number;
  published: boolean;
  opens_at: Date | null;
  closes_at: Date | null;
  /** null: the default rule of its attempts (showGradeOf) */
  show_grade: ShowGrade | null;
}

const EVALUATION = `
  SELECT id, course_id, title, attempts, duration_time, published, opens_at, closes_at, random_order, show_max_quantity,
         show_next, block_return, one_by_one, random_by_student, show_grade
  FROM evaluations`;

export async function evaluationToTake(db: Db, entityId: string, evaluationId: string) {
  return (await db.query<TakenEvaluationRow>(`${EVALUATION} WHERE id = $1 AND entity_id = $2`, [evaluationId, entityId]))[0];
}

/** One student's starts at one evaluation wait for each other until the transaction ends: never two new attempts. */
export async function lockStudentAttempts(db: Db, userId: string, evaluationId: string) {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('attempts:' || $1 || ':' || $2))`, [userId, evaluationId]);
}

/** Writes the submission of the attempts left past their deadline (all of an evaluation's, or one student's). */
export async function sweepExpired(db: Db, now: Date, scope: { evaluationIds?: string[]; userId?: string }) {
  await db.query(
    `UPDATE evaluation_attempts SET submitted_at = deadline
     WHERE submitted_at IS NULL AND deadline <= $1
       AND ($2::uuid[] IS NULL OR evaluation_id = ANY($2::uuid[])) AND ($3::uuid IS NULL OR user_id = $3)`,
    [now, scope.evaluationIds ?? null, scope.userId ?? null],
  );
}

export interface AttemptRow {
  id: string;
  entity_id: string;
  evaluation_id: string;
  user_id: string;
  number: number;
  question_order: string[];
  started_at: Date;
  deadline: Date;
  /** as of the time the query was given: the deadline once passed */
  submitted_at: Date | null;
  /** the furthest question reached (one_by_one) or saved, by its place in question_order */
  position: number;
  /** one_by_one: the question shown, by its place in question_order */
  current_place: number;
}

const ATTEMPT = (now: string) => `
  SELECT a.id, a.entity_id, a.evaluation_id, a.user_id, a.number, a.question_order, a.started_at, a.deadline,
         ${submittedAt('a', now)} AS submitted_at, a.position, a.current_place
  FROM evaluation_attempts a`;

/** A student's attempts at an evaluation, the latest first. */
export async function attemptsOf(db: Db, userId: string, evaluationId: string, now: Date) {
  return db.query<AttemptRow>(`${ATTEMPT('$3')} WHERE a.user_id = $1 AND a.evaluation_id = $2 ORDER BY a.number DESC`, [
    userId,
    evaluationId,
    now,
  ]);
}

/** The caller's own attempt (another student's is no attempt: undefined), locked when it is to be changed. */
export async function ownAttempt(db: Db, ids: { entityId: string; userId: string; attemptId: string }, now: Date, lock = false) {
  const rows = await db.query<AttemptRow>(
    `${ATTEMPT('$4')} WHERE a.id = $1 AND a.entity_id = $2 AND a.user_id = $3${lock ? ' FOR UPDATE' : ''}`,
    [ids.attemptId, ids.entityId, ids.userId, now],
  );
  return rows[0];
}

export async function insertAttempt(
  db: Db,
  a: { entityId: string; evaluationId: string; userId: string; number: number; order: string[]; startedAt: Date; deadline: Date },
) {
  const [{ id }] = await db.query<{ id: string }>(
    `INSERT INTO evaluation_attempts (entity_id, evaluation_id, user_id, number, question_order, started_at, deadline)
     VALUES ($1, $2, $3, $4, $5::uuid[], $6, $7) RETURNING id`,
    [a.entityId, a.evaluationId, a.userId, a.number, a.order, a.startedAt, a.deadline],
  );
  return id;
}

export async function submitAttemptRow(db: Db, attemptId: string, at: Date) {
  await db.query('UPDATE evaluation_attempts SET submitted_at = least($2::timestamptz, deadline) WHERE id = $1 AND submitted_at IS NULL', [
    attemptId,
    at,
  ]);
}

export async function movePosition(db: Db, attemptId: string, position: number) {
  await db.query('UPDATE evaluation_attempts SET position = greatest(position, $2) WHERE id = $1', [attemptId, position]);
}

/** one_by_one: shows the question at `place`, which is then reached. */
export async function moveToPlace(db: Db, attemptId: string, place: number) {
  await db.query('UPDATE evaluation_attempts SET current_place = $2, position = greatest(position, $2) WHERE id = $1', [
    attemptId,
    place,
  ]);
}

export interface AnswerRow {
  id: string;
  question_id: string;
  value: string | string[] | null;
  file_key: string | null;
  file_name: string | null;
  /** exact decimal text; null while a teacher has not graded it */
  points: string | null;
  /** the teacher's comment when grading it (04 §4 'Grading') */
  comment: string | null;
}

const ANSWER_COLUMNS = 'id, question_id, value, file_key, file_name, points::text AS points, comment';

export async function answersOf(db: Db, attemptId: string) {
  return db.query<AnswerRow>(`SELECT ${ANSWER_COLUMNS} FROM evaluation_answers WHERE attempt_id = $1`, [attemptId]);
}

/** Saves the answer to one question of the attempt: saving it again replaces it (one row per attempt and question). */
export async function upsertAnswer(
  db: Db,
  a: { entityId: string; attemptId: string; questionId: string; value: unknown; file: { key: string; name: string } | null; points: string | null; at: Date },
) {
  const rows = await db.query<AnswerRow & { old_file_key: string | null }>(
    `WITH old AS (SELECT file_key FROM evaluation_answers WHERE attempt_id = $2 AND question_id = $3)
     INSERT INTO evaluation_answers (entity_id, attempt_id, question_id, value, file_key, file_name, points, saved_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8)
     ON CONFLICT (attempt_id, question_id) DO UPDATE
       SET value = EXCLUDED.value, file_key = EXCLUDED.file_key, file_name = EXCLUDED.file_name, points = EXCLUDED.points,
           saved_at = EXCLUDED.saved_at
     RETURNING ${ANSWER_COLUMNS}, (SELECT file_key FROM old) AS old_file_key`,
    [a.entityId, a.attemptId, a.questionId, a.value === null ? null : JSON.stringify(a.value), a.file?.key ?? null, a.file?.name ?? null, a.points, a.at],
  );
  return rows[0];
}

/** An attempt's grade over its answers' `points` (0-20, two decimals): the sum so far, capped at 20. */
export const ATTEMPT_GRADE = 'least(coalesce(sum(points), 0), 20)::numeric(5, 2)';

/** The attempt's grade (0-20, two decimals) and its answers still waiting for a teacher. */
export async function gradeOf(db: Db, attemptId: string) {
  const [row] = await db.query<{ grade: string; pending: number }>(
    `SELECT ${ATTEMPT_GRADE}::text AS grade, count(*) FILTER (WHERE points IS NULL)::int AS pending
     FROM evaluation_answers WHERE attempt_id = $1`,
    [attemptId],
  );
  return row;
}

export interface PendingAnswerRow {
  answer_id: string;
  attempt_id: string;
  evaluation_id: string;
  user_id: string;
  question_id: string;
  value: string | null;
  file_key: string | null;
  file_name: string | null;
}

/**
 * The answers waiting for a teacher (04 §2.3 'Por calificar'): open answers without points of submitted attempts
 * (by `now`) at these evaluations, oldest first. For getPendingAnswers and gradeAnswer.
 */
export async function pendingAnswers(db: Db, entityId: string, evaluationIds: string[], now: Date) {
  return db.query<PendingAnswerRow>(
    `SELECT x.id AS answer_id, a.id AS attempt_id, a.evaluation_id, a.user_id, x.question_id, x.value #>> '{}' AS value,
            x.file_key, x.file_name
     FROM evaluation_answers x JOIN evaluation_attempts a ON a.id = x.attempt_id
     WHERE x.entity_id = $1 AND x.points IS NULL AND a.evaluation_id = ANY($2::uuid[]) AND ${submittedAt('a', '$3')} IS NOT NULL
     ORDER BY x.saved_at, x.id`,
    [entityId, evaluationIds, now],
  );
}
