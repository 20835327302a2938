// The count after the exam start, read from the database once the server has stopped (PGlite has one owner): each
// student has exactly one attempt, submitted, the one every startAttempt answered; each (attempt, question) the server
// acknowledged has exactly one stored answer holding the last value acknowledged, and the attempt's grade is the sum
// of those answers' points. Lost: acknowledged, not stored. Doubled: a second row, or a row never sent.
import type { Db } from '../db/client.js';
import type { ExamQuestion } from './exam-fixtures.js';
import { type AnswerValue, pointsOf, type StudentRecord } from './exam-start.js';

export interface ExamCount {
  students: number;
  /** students without exactly one submitted attempt, or whose starts were answered with another attempt */
  badAttempts: number;
  /** answers acknowledged (one per attempt and question, the last one counting) */
  sent: number;
  stored: number;
  lost: number;
  doubled: number;
  /** stored, but not the last value acknowledged */
  wrongValue: number;
  /** submitted attempts whose grade is not the sum of their right answers */
  wrongGrade: number;
}

const same = (a: unknown, b: AnswerValue) => {
  const norm = (v: unknown) => JSON.stringify(Array.isArray(v) ? [...v].sort() : v);
  return norm(a) === norm(b);
};

export async function countExam(
  db: Db,
  questions: ExamQuestion[],
  evaluationId: string,
  records: StudentRecord[],
): Promise<ExamCount> {
  const attempts = await db.query<{ id: string; user_id: string; submitted: boolean; grade: string }>(
    `SELECT a.id, a.user_id, a.submitted_at IS NOT NULL AS submitted,
              (SELECT least(coalesce(sum(points), 0), 20)::text FROM evaluation_answers x WHERE x.attempt_id = a.id) AS grade
       FROM evaluation_attempts a WHERE a.evaluation_id = $1`,
    [evaluationId],
  );
  const answers = await db.query<{ attempt_id: string; question_id: string; value: unknown }>(
    `SELECT x.attempt_id, x.question_id, x.value FROM evaluation_answers x
       JOIN evaluation_attempts a ON a.id = x.attempt_id WHERE a.evaluation_id = $1`,
    [evaluationId],
  );
  const rowsOf = new Map<string, unknown[]>();
  for (const a of answers) {
    const key = `${a.attempt_id}:${a.question_id}`;
    rowsOf.set(key, [...(rowsOf.get(key) ?? []), a.value]);
  }
  const byId = new Map(questions.map((q) => [q.id, q]));
  const count: ExamCount = {
    students: records.length,
    badAttempts: 0,
    sent: 0,
    stored: answers.length,
    lost: 0,
    doubled: 0,
    wrongValue: 0,
    wrongGrade: 0,
  };
  const seen = new Set<string>();
  for (const r of records) {
    const own = attempts.filter((a) => a.user_id === r.userId);
    const attempt = own[0];
    if (own.length !== 1 || !attempt.submitted || r.attemptIds.size !== 1 || !r.attemptIds.has(attempt.id))
      count.badAttempts++;
    const attemptId = [...r.attemptIds][0];
    if (!attemptId) continue;
    let grade = 0;
    for (const [questionId, value] of r.answers) {
      count.sent++;
      const key = `${attemptId}:${questionId}`;
      seen.add(key);
      const rows = rowsOf.get(key) ?? [];
      if (rows.length === 0) count.lost++;
      count.doubled += Math.max(0, rows.length - 1);
      if (rows.length && !same(rows.at(-1), value)) count.wrongValue++;
      const question = byId.get(questionId);
      if (question) grade += pointsOf(question, value);
    }
    if (attempt?.id === attemptId && Number(attempt.grade) !== Math.min(grade, 20)) count.wrongGrade++;
  }
  // rows of questions the server never acknowledged for that attempt
  for (const [key, rows] of rowsOf) if (!seen.has(key)) count.doubled += rows.length;
  return count;
}
