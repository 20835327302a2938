// SQL of the answers waiting for a teacher ('Por calificar', 04 §2.3) and of grading one (04 §4 'Grading'). An open
// answer (short, large, file) has no points until a teacher gives them; an attempt counts as submitted once its
// deadline has passed (submittedAt, decision 0036), by the time given.
import type { QuestionType } from '@edu/shared';
import type { Db } from '../../db/client.js';
import { submittedAt } from '../attempts/attempts.queries.js';

export interface PendingRow {
  id: string;
  attempt_id: string;
  user_id: string;
  name: string;
  lastname: string;
  email: string;
  photo: string | null;
  evaluation_id: string;
  evaluation_title: string;
  question_id: string;
  question_title: string;
  statement: string;
  model_answer: string;
  type: QuestionType;
  points: string;
  text: string | null;
  file_key: string | null;
  file_name: string | null;
  submitted_at: Date;
}

export interface PendingScope {
  entityId: string;
  /** the main scheduled course: its students */
  mainId: string;
  /** its programme: the evaluations of the programme's modules */
  programmeId: string;
  /** only this module's evaluations (the call named a module schedule) */
  moduleId: string | null;
  now: Date;
}

const PENDING_JOINS = `
  FROM evaluation_answers x
  JOIN evaluation_attempts a ON a.id = x.attempt_id
  JOIN evaluations e ON e.id = a.evaluation_id
  JOIN scheduled_students ss ON ss.scheduled_id = $2 AND ss.user_id = a.user_id`;
const PENDING_WHERE = `
  WHERE x.entity_id = $1 AND x.points IS NULL AND e.main_course_id = $3 AND ($4::uuid IS NULL OR e.course_id = $4)
    AND ${submittedAt('a', '$5')} IS NOT NULL`;

const scopeParams = (s: PendingScope) => [s.entityId, s.mainId, s.programmeId, s.moduleId, s.now];

/** One page of the course's answers waiting for points, the earliest submitted first. */
export async function pendingPage(db: Db, scope: PendingScope, limit: number, offset: number) {
  return db.query<PendingRow>(
    `SELECT x.id, a.id AS attempt_id, u.id AS user_id, u.name, u.lastname, u.email, u.photo,
            e.id AS evaluation_id, e.title AS evaluation_title, q.id AS question_id, q.title AS question_title,
            q.question AS statement, q.model_answer, q.type, coalesce(eq.points, 0)::text AS points, x.value #>> '{}' AS text,
            x.file_key, x.file_name, ${submittedAt('a', '$5')} AS submitted_at
     ${PENDING_JOINS}
     JOIN users u ON u.id = a.user_id
     JOIN questions q ON q.id = x.question_id
     LEFT JOIN evaluation_questions eq ON eq.evaluation_id = e.id AND eq.question_id = q.id
     ${PENDING_WHERE}
     ORDER BY ${submittedAt('a', '$5')}, x.saved_at, x.id LIMIT $6 OFFSET $7`,
    [...scopeParams(scope), limit, offset],
  );
}

export async function countPending(db: Db, scope: PendingScope) {
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${PENDING_JOINS} ${PENDING_WHERE}`, scopeParams(scope));
  return n;
}

export interface AnswerToGradeRow {
  id: string;
  attempt_id: string;
  user_id: string;
  evaluation_id: string;
  /** the evaluation's programme */
  programme_id: string;
  type: QuestionType;
  /** the question's points in the evaluation; null when it has left the evaluation */
  max_points: string | null;
  submitted_at: Date | null;
}

/** The answer with what grading it needs, its attempt locked first (saving an answer takes the same lock). */
export async function answerToGrade(db: Db, entityId: string, answerId: string, now: Date) {
  await db.query(
    `SELECT 1 FROM evaluation_attempts WHERE id = (SELECT attempt_id FROM evaluation_answers WHERE id = $1 AND entity_id = $2) FOR UPDATE`,
    [answerId, entityId],
  );
  const rows = await db.query<AnswerToGradeRow>(
    `SELECT x.id, x.attempt_id, a.user_id, a.evaluation_id, e.main_course_id AS programme_id, q.type,
            eq.points::text AS max_points, ${submittedAt('a', '$3')} AS submitted_at
     FROM evaluation_answers x
     JOIN evaluation_attempts a ON a.id = x.attempt_id
     JOIN evaluations e ON e.id = a.evaluation_id
     JOIN questions q ON q.id = x.question_id
     LEFT JOIN evaluation_questions eq ON eq.evaluation_id = e.id AND eq.question_id = x.question_id
     WHERE x.id = $1 AND x.entity_id = $2`,
    [answerId, entityId, now],
  );
  return rows[0];
}

/** Whether the teacher teaches a course of this programme that the student is enrolled in. */
export async function teachesStudentIn(db: Db, v: { entityId: string; teacherId: string; studentId: string; programmeId: string }) {
  const rows = await db.query(
    `SELECT 1 FROM scheduleds m
     JOIN scheduled_teachers t ON t.scheduled_id = m.id AND t.user_id = $2
     JOIN scheduled_students ss ON ss.scheduled_id = m.id AND ss.user_id = $3
     WHERE m.entity_id = $1 AND m.course_id = $4 LIMIT 1`,
    [v.entityId, v.teacherId, v.studentId, v.programmeId],
  );
  return rows.length > 0;
}

export async function writeAnswerGrade(db: Db, g: { answerId: string; points: string; comment: string; by: string; at: Date }) {
  const [row] = await db.query<{ id: string; points: string; comment: string; graded_at: Date }>(
    `UPDATE evaluation_answers SET points = $2, comment = $3, graded_by = $4, graded_at = $5 WHERE id = $1
     RETURNING id, points::text AS points, comment, graded_at`,
    [g.answerId, g.points, g.comment, g.by, g.at],
  );
  return row;
}
