// SQL of the teachers' courses and the grade book (04 §2.3, §4 'Grades'). Every query names its entity. An attempt
// counts as submitted at its deadline once that has passed (submittedAt, decision 0036), by the time given as $now.
import type { CertificateRule, ShowGrade } from '@edu/shared';
import type { Db } from '../../db/client.js';
import { submittedAt } from '../attempts/attempts.queries.js';

export interface CourseRow {
  /** the main scheduled course */
  id: string;
  name: string;
  start_date: string;
  end_date: string;
  coverpage: string | null;
  /** the programme */
  course_id: string;
  course_name: string;
  category_id: string | null;
  category_name: string | null;
  /** the module, when the id named a module schedule */
  module_id: string | null;
}

const COURSE_COLUMNS = `m.id, m.name, m.start_date, m.end_date, m.coverpage, m.course_id, c.name AS course_name,
  cat.id AS category_id, cat.name AS category_name`;
const COURSE_FROM = 'scheduleds m JOIN courses c ON c.id = m.course_id LEFT JOIN categories cat ON cat.id = c.category_id';

/** The main scheduled course of a scheduled course of the entity (a module schedule stands for its main). */
export async function mainCourseOf(db: Db, entityId: string, scheduledId: string) {
  const rows = await db.query<CourseRow>(
    `SELECT ${COURSE_COLUMNS}, CASE WHEN s.main_scheduled IS NULL THEN NULL ELSE s.course_id END AS module_id
     FROM scheduleds s JOIN ${COURSE_FROM} ON m.id = coalesce(s.main_scheduled, s.id)
     WHERE s.id = $1 AND s.entity_id = $2`,
    [scheduledId, entityId],
  );
  return rows[0];
}

export async function isTeacherOf(db: Db, mainId: string, userId: string) {
  return (await db.query('SELECT 1 FROM scheduled_teachers WHERE scheduled_id = $1 AND user_id = $2', [mainId, userId])).length > 0;
}

export async function isEnrolled(db: Db, entityId: string, mainId: string, userId: string) {
  const rows = await db.query('SELECT 1 FROM scheduled_students WHERE entity_id = $1 AND scheduled_id = $2 AND user_id = $3', [
    entityId,
    mainId,
    userId,
  ]);
  return rows.length > 0;
}

/** Answers of students of course `m` at evaluations of its programme's modules, waiting for a teacher by `now`. */
export const PENDING_OF_COURSE = (m: string, now: string) => `
  SELECT count(*)::int FROM evaluation_answers x
  JOIN evaluation_attempts a ON a.id = x.attempt_id
  JOIN evaluations e ON e.id = a.evaluation_id
  JOIN scheduled_students ss ON ss.scheduled_id = ${m}.id AND ss.user_id = a.user_id
  WHERE x.entity_id = ${m}.entity_id AND x.points IS NULL AND e.main_course_id = ${m}.course_id
    AND ${submittedAt('a', now)} IS NOT NULL`;

/** One page of the main scheduled courses that name the user as a teacher, the latest start first. */
export async function teacherCourses(db: Db, entityId: string, userId: string, now: Date, limit: number, offset: number) {
  return db.query<CourseRow & { students: number; pending: number }>(
    `SELECT ${COURSE_COLUMNS}, NULL AS module_id,
            (SELECT count(*)::int FROM scheduled_students ss WHERE ss.scheduled_id = m.id) AS students,
            (${PENDING_OF_COURSE('m', '$3')}) AS pending
     FROM ${COURSE_FROM} JOIN scheduled_teachers t ON t.scheduled_id = m.id AND t.user_id = $2
     WHERE m.entity_id = $1 AND m.type_of_scheduled = 'main'
     ORDER BY m.start_date DESC, m.id LIMIT $4 OFFSET $5`,
    [entityId, userId, now, limit, offset],
  );
}

export async function countTeacherCourses(db: Db, entityId: string, userId: string) {
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM scheduled_teachers t JOIN scheduleds m ON m.id = t.scheduled_id
     WHERE t.user_id = $2 AND m.entity_id = $1 AND m.type_of_scheduled = 'main'`,
    [entityId, userId],
  );
  return n;
}

export interface PracticeGradeRow {
  user_id: string;
  practice_id: string;
  grade: string;
}

/** What teachers entered for these students in the course. */
export async function enteredGrades(db: Db, mainId: string, userIds: string[]) {
  return db.query<PracticeGradeRow>(
    'SELECT user_id, practice_id, grade::text AS grade FROM practice_grades WHERE scheduled_id = $1 AND user_id = ANY($2::uuid[])',
    [mainId, userIds],
  );
}

export interface EvaluationGradeRow {
  user_id: string;
  practice_id: string;
  /** the best submitted attempt over the practice's evaluations; null when only unsubmitted attempts */
  grade: string | null;
  pending: number;
}

/**
 * Per student and practice of the programme: the best submitted attempt (each attempt's grade the sum of its points,
 * at most 20) at the published evaluations that count for the practice, and their answers still waiting for a teacher.
 * The evaluations in `except` are left out (a student's own grades while an evaluation shows them on closing).
 */
export async function evaluationGrades(
  db: Db,
  entityId: string,
  programmeId: string,
  userIds: string[],
  now: Date,
  except: string[] = [],
) {
  return db.query<EvaluationGradeRow>(
    `WITH taken AS (
       SELECT a.user_id, e.practice_id, least(coalesce(sum(x.points), 0), 20) AS grade,
              count(x.id) FILTER (WHERE x.points IS NULL)::int AS pending
       FROM evaluations e
       JOIN qualified_practices p ON p.id = e.practice_id AND p.course_id = $2
       JOIN evaluation_attempts a ON a.evaluation_id = e.id AND a.user_id = ANY($3::uuid[])
       LEFT JOIN evaluation_answers x ON x.attempt_id = a.id
       WHERE e.entity_id = $1 AND e.published AND ${submittedAt('a', '$4')} IS NOT NULL AND NOT (e.id = ANY($5::uuid[]))
       GROUP BY a.id, a.user_id, e.practice_id)
     SELECT user_id, practice_id, max(grade)::numeric(5, 2)::text AS grade, sum(pending)::int AS pending
     FROM taken GROUP BY user_id, practice_id`,
    [entityId, programmeId, userIds, now, except],
  );
}

/** The published evaluations that count for each practice of the programme. */
export async function evaluationsOfPractices(db: Db, entityId: string, programmeId: string) {
  return db.query<{
    id: string;
    title: string;
    practice_id: string;
    attempts: number;
    closes_at: Date | null;
    show_grade: ShowGrade | null;
  }>(
    `SELECT e.id, e.title, e.practice_id, e.attempts, e.closes_at, e.show_grade
     FROM evaluations e JOIN qualified_practices p ON p.id = e.practice_id
     WHERE e.entity_id = $1 AND p.course_id = $2 AND e.published ORDER BY e.created_at, e.id`,
    [entityId, programmeId],
  );
}

export async function gradingSettings(db: Db, entityId: string) {
  const [row] = await db.query<{ passing_mark: string; certificate_rule: CertificateRule }>(
    'SELECT passing_mark::text AS passing_mark, certificate_rule FROM entities WHERE id = $1',
    [entityId],
  );
  return row;
}

export async function setEnteredGrade(
  db: Db,
  g: { entityId: string; mainId: string; practiceId: string; userId: string; grade: string | null; by: string; at: Date },
) {
  if (g.grade === null) {
    await db.query('DELETE FROM practice_grades WHERE scheduled_id = $1 AND practice_id = $2 AND user_id = $3', [
      g.mainId,
      g.practiceId,
      g.userId,
    ]);
    return;
  }
  await db.query(
    `INSERT INTO practice_grades (entity_id, scheduled_id, practice_id, user_id, grade, graded_by, graded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (scheduled_id, user_id, practice_id) DO UPDATE
       SET grade = EXCLUDED.grade, graded_by = EXCLUDED.graded_by, graded_at = EXCLUDED.graded_at`,
    [g.entityId, g.mainId, g.practiceId, g.userId, g.grade, g.by, g.at],
  );
}
