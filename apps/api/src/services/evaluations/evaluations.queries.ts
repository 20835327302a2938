// SQL of evaluations and the questions they pick. Every query names the entity, or an evaluation or module already
// found inside it. Points stay numeric in SQL and cross into JS as text (exact hundredths).
import type { Difficulty, EvaluationOption, ShowGrade } from '@edu/shared';
import type { Db } from '../../db/client.js';
import { containsPattern, scanFor } from '../../db/page-scan.js';
import type { QuestionRow } from '../question-bank/questions.queries.js';

export interface EvaluationRow extends Record<EvaluationOption, boolean> {
  id: string;
  entity_id: string;
  main_course_id: string;
  course_id: string;
  title: string;
  attempts: number;
  duration_time: number;
  points: string;
  published: boolean;
  nivel_easy: number;
  nivel_medium: number;
  nivel_hard: number;
  questions_count: number;
  opens_at: Date | null;
  closes_at: Date | null;
  practice_id: string | null;
  /** null: the default rule of its attempts (showGradeOf) */
  show_grade: ShowGrade | null;
  created_at: Date;
  updated_at: Date;
}

const SELECT = `
  SELECT e.id, e.entity_id, e.main_course_id, e.course_id, e.title, e.attempts, e.duration_time, e.points::text AS points,
         e.published, e.random_order, e.show_max_quantity, e.show_next, e.block_return, e.one_by_one, e.random_by_student,
         e.nivel_easy, e.nivel_medium, e.nivel_hard, e.opens_at, e.closes_at, e.practice_id, e.show_grade, e.created_at, e.updated_at,
         (SELECT count(*)::int FROM evaluation_questions eq WHERE eq.evaluation_id = e.id) AS questions_count
  FROM evaluations e`;

export async function evaluationOfEntity(db: Db, entityId: string, id: string) {
  return (await db.query<EvaluationRow>(`${SELECT} WHERE e.id = $1 AND e.entity_id = $2`, [id, entityId]))[0];
}

/** The evaluation's row, locked until the call ends: two saves of one evaluation run one after the other. */
export async function lockEvaluation(db: Db, entityId: string, id: string) {
  const rows = await db.query<{ id: string; course_id: string }>(
    'SELECT id, course_id FROM evaluations WHERE id = $1 AND entity_id = $2 FOR UPDATE',
    [id, entityId],
  );
  return rows[0];
}

export interface EvaluationFilter {
  courseId: string;
  search: string;
  /** only the published ones (true), only the others (false), or all (null) */
  published: boolean | null;
  newestFirst: boolean;
  limit: number;
  offset: number;
}

/** One page of a module's evaluations (see listQuestions for how a deep page is read). */
export async function listEvaluations(db: Db, entityId: string, f: EvaluationFilter) {
  const where = `course_id = $1 AND ($2 = '' OR title ILIKE $2 ESCAPE '\\') AND ($3::boolean IS NULL OR published = $3)`;
  const params = [f.courseId, containsPattern(f.search), f.published];
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM evaluations WHERE ${where}`, params);
  const scan = scanFor(n, f.offset, f.limit);
  if (!scan) return { rows: [], total: n };
  const desc = f.newestFirst !== scan.reverse;
  const inner = desc ? 'created_at DESC, id DESC' : 'created_at, id';
  const outer = f.newestFirst ? 'e.created_at DESC, e.id DESC' : 'e.created_at, e.id';
  const rows = await db.query<EvaluationRow>(
    `${SELECT} JOIN (SELECT id FROM evaluations WHERE ${where} ORDER BY ${inner} LIMIT $4 OFFSET $5) page ON page.id = e.id
     WHERE e.entity_id = $6 ORDER BY ${outer}`,
    [...params, scan.limit, scan.offset, entityId],
  );
  return { rows, total: n };
}

/**
 * The module's questions among `ids`, held (FOR KEY SHARE) until the call ends: a deleteQuestion running at the same
 * time waits, then finds the question in use (409); or it went first, and the question is simply not found here.
 */
export async function bankQuestionsAmong(db: Db, courseId: string, ids: string[]) {
  return db.query<{ id: string; nivel: Difficulty }>(
    'SELECT id, nivel FROM questions WHERE course_id = $1 AND id = ANY($2::uuid[]) FOR KEY SHARE',
    [courseId, ids],
  );
}

export interface EvaluationValues extends Record<EvaluationOption, boolean> {
  title: string;
  attempts: number;
  duration_time: number;
  /** exact decimal text, '20.00' */
  points: string;
  nivel: Record<Difficulty, number>;
}

const valuesOf = (v: EvaluationValues) => [
  v.title,
  v.attempts,
  v.duration_time,
  v.points,
  v.random_order,
  v.show_max_quantity,
  v.show_next,
  v.block_return,
  v.one_by_one,
  v.random_by_student,
  v.nivel.easy,
  v.nivel.medium,
  v.nivel.hard,
];

export async function insertEvaluation(
  db: Db,
  ids: { entityId: string; mainCourseId: string; courseId: string; userId: string },
  v: EvaluationValues,
) {
  const [{ id }] = await db.query<{ id: string }>(
    `INSERT INTO evaluations (title, attempts, duration_time, points, random_order, show_max_quantity, show_next,
                              block_return, one_by_one, random_by_student, nivel_easy, nivel_medium, nivel_hard,
                              entity_id, main_course_id, course_id, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
    [...valuesOf(v), ids.entityId, ids.mainCourseId, ids.courseId, ids.userId],
  );
  return id;
}

export async function updateEvaluationRow(db: Db, id: string, v: EvaluationValues) {
  await db.query(
    `UPDATE evaluations SET title = $1, attempts = $2, duration_time = $3, points = $4, random_order = $5,
            show_max_quantity = $6, show_next = $7, block_return = $8, one_by_one = $9, random_by_student = $10,
            nivel_easy = $11, nivel_medium = $12, nivel_hard = $13, updated_at = now()
     WHERE id = $14`,
    [...valuesOf(v), id],
  );
}

/** Replaces the evaluation's question list: each question at its place with its points (exact decimal text). */
export async function replaceEvaluationQuestions(
  db: Db,
  evaluationId: string,
  chosen: { id: string; points: string }[],
) {
  await db.query('DELETE FROM evaluation_questions WHERE evaluation_id = $1', [evaluationId]);
  await db.query(
    `INSERT INTO evaluation_questions (evaluation_id, question_id, position, points)
     SELECT $1, x.id, x.n - 1, x.points
     FROM unnest($2::uuid[], $3::numeric[]) WITH ORDINALITY AS x(id, points, n)`,
    [evaluationId, chosen.map((c) => c.id), chosen.map((c) => c.points)],
  );
}

export interface EvaluationQuestionRow extends QuestionRow {
  /** exact decimal text */
  points: string;
  position: number;
}

/** The questions of an evaluation in their order, each with its points. */
export async function questionsOfEvaluation(db: Db, evaluationId: string) {
  return db.query<EvaluationQuestionRow>(
    `SELECT q.id, q.entity_id, q.course_id, q.title, q.question, q.type, q.nivel, q.keywords, q.alternatives, q.model_answer, q.created_at,
            eq.points::text AS points, eq.position
     FROM evaluation_questions eq JOIN questions q ON q.id = eq.question_id
     WHERE eq.evaluation_id = $1 ORDER BY eq.position`,
    [evaluationId],
  );
}

export async function deleteEvaluationRow(db: Db, entityId: string, id: string) {
  const rows = await db.query('DELETE FROM evaluations WHERE id = $1 AND entity_id = $2 RETURNING id', [id, entityId]);
  return rows.length > 0;
}

export async function evaluationHasAttempts(db: Db, entityId: string, id: string) {
  const rows = await db.query('SELECT 1 FROM evaluation_attempts WHERE evaluation_id = $1 AND entity_id = $2 LIMIT 1', [
    id,
    entityId,
  ]);
  return rows.length > 0;
}
