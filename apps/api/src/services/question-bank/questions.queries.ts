// SQL of a module's question bank. Every query names the entity, or a module already found inside it.
import type { Difficulty, QuestionType } from '@edu/shared';
import type { Db } from '../../db/client.js';
import { type CountFn, countNow } from '../../db/count-cache.js';
import { containsPattern, scanFor } from '../../db/page-scan.js';

export interface StoredAlternative {
  _id: string;
  value: string;
  correct: boolean;
}

/** A stored question: its values, and where and when it was made. */
export interface QuestionRow extends QuestionValues {
  id: string;
  entity_id: string;
  course_id: string;
  created_at: Date;
}

export interface QuestionValues {
  title: string;
  question: string;
  type: QuestionType;
  nivel: Difficulty;
  keywords: string;
  alternatives: StoredAlternative[];
  /** an open question's model answer or rubric, for whoever grades it; never sent to students ('' when none) */
  model_answer: string;
}

const COLUMNS =
  'q.id, q.entity_id, q.course_id, q.title, q.question, q.type, q.nivel, q.keywords, q.alternatives, q.model_answer, q.created_at';

export interface ModuleRow {
  id: string;
  name: string;
  alias: string;
  parent_course_id: string | null;
}

/**
 * A course of the entity, for a call about its bank. `lock` holds it (FOR KEY SHARE) until the call ends, so that a
 * deleteCourse running at the same time waits and then sees the new question or evaluation (409), never a half state.
 */
export async function courseForBank(db: Db, entityId: string, id: string, lock: boolean) {
  const rows = await db.query<ModuleRow>(
    `SELECT id, name, alias, parent_course_id FROM courses WHERE id = $1 AND entity_id = $2${lock ? ' FOR KEY SHARE' : ''}`,
    [id, entityId],
  );
  return rows[0];
}

export async function questionOfEntity(db: Db, entityId: string, id: string, lock = false) {
  const rows = await db.query<QuestionRow>(
    `SELECT ${COLUMNS} FROM questions q WHERE q.id = $1 AND q.entity_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, entityId],
  );
  return rows[0];
}

export interface QuestionFilter {
  courseId: string;
  search: string;
  newestFirst: boolean;
  limit: number;
  offset: number;
}

/**
 * One page of a module's bank, newest first (or oldest first), with the total that match. The page's ids come from
 * questions_bank_idx alone (scanned from whichever end is nearer, see db/page-scan.ts); only those rows are then read.
 */
export async function listQuestions(db: Db, entityId: string, f: QuestionFilter, count: CountFn = countNow) {
  const where = `course_id = $1 AND ($2 = '' OR title ILIKE $2 ESCAPE '\\')`;
  const params = [f.courseId, containsPattern(f.search)];
  const n = await count(db, `SELECT count(*)::int AS n FROM questions WHERE ${where}`, params);
  const scan = scanFor(n, f.offset, f.limit);
  if (!scan) return { rows: [], total: n };
  const desc = f.newestFirst !== scan.reverse;
  const inner = desc ? 'created_at DESC, id DESC' : 'created_at, id';
  const outer = f.newestFirst ? 'q.created_at DESC, q.id DESC' : 'q.created_at, q.id';
  const rows = await db.query<QuestionRow>(
    `SELECT ${COLUMNS}
     FROM (SELECT id FROM questions WHERE ${where} ORDER BY ${inner} LIMIT $3 OFFSET $4) page
     JOIN questions q ON q.id = page.id
     WHERE q.entity_id = $5
     ORDER BY ${outer}`,
    [...params, scan.limit, scan.offset, entityId],
  );
  return { rows, total: n };
}

export async function insertQuestion(db: Db, entityId: string, courseId: string, userId: string, v: QuestionValues) {
  const [{ id }] = await db.query<{ id: string }>(
    `INSERT INTO questions (entity_id, course_id, title, question, type, nivel, keywords, alternatives, created_by, model_answer)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10) RETURNING id`,
    [entityId, courseId, v.title, v.question, v.type, v.nivel, v.keywords, JSON.stringify(v.alternatives), userId, v.model_answer],
  );
  return id;
}

/**
 * Many questions of one module in one statement, dated from one clock reading, each one microsecond before the one
 * above it in the text: the bank, newest first, lists them in the text's order.
 */
export async function insertQuestions(
  db: Db,
  entityId: string,
  courseId: string,
  userId: string,
  list: Omit<QuestionValues, 'keywords' | 'nivel' | 'model_answer'>[],
  shared: { keywords: string; nivel: Difficulty },
) {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO questions (entity_id, course_id, title, question, type, nivel, keywords, alternatives, created_by, created_at)
     SELECT $1, $2, x.q->>'title', x.q->>'question', x.q->>'type', $4, $5, x.q->'alternatives', $6,
            clock.at - x.n * interval '1 microsecond'
     FROM (SELECT clock_timestamp() AS at) clock, jsonb_array_elements($3::jsonb) WITH ORDINALITY AS x(q, n)
     RETURNING id`,
    [entityId, courseId, JSON.stringify(list), shared.nivel, shared.keywords, userId],
  );
  return rows.length;
}

export async function updateQuestionRow(db: Db, id: string, v: QuestionValues) {
  await db.query(
    `UPDATE questions SET title = $2, question = $3, type = $4, nivel = $5, keywords = $6, alternatives = $7::jsonb,
            model_answer = $8, updated_at = now()
     WHERE id = $1`,
    [id, v.title, v.question, v.type, v.nivel, v.keywords, JSON.stringify(v.alternatives), v.model_answer],
  );
}

/** Picked by an evaluation, or answered in a student's attempt (the answer keeps its question). */
/** Students answered it (in any attempt, submitted or not). */
export async function isQuestionAnswered(db: Db, id: string) {
  const rows = await db.query('SELECT 1 FROM evaluation_answers WHERE question_id = $1 LIMIT 1', [id]);
  return rows.length > 0;
}

export async function isQuestionInEvaluation(db: Db, id: string) {
  const rows = await db.query(
    `SELECT 1 FROM evaluation_questions WHERE question_id = $1
     UNION ALL SELECT 1 FROM evaluation_answers WHERE question_id = $1 LIMIT 1`,
    [id],
  );
  return rows.length > 0;
}

export async function deleteQuestionRow(db: Db, id: string) {
  await db.query('DELETE FROM questions WHERE id = $1', [id]);
}
