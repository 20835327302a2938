import { M } from '@edu/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';

/**
 * The checks a course must pass before deleteCourse removes it with everything hanging off it
 * (docs/decisions/0011-deleting-programmes.md): a programme, or a module, that a scheduled course or a module schedule
 * uses stays (409) until those are deleted (docs/decisions/0017-scheduled-courses.md); so does a module with questions
 * in its bank or evaluations, and a programme with such a module (docs/decisions/0019-evaluations-and-question-bank.md).
 */
export async function assertCourseDeletable(db: Db, courseId: string): Promise<void> {
  // the course and its modules stay locked until the call ends: a question or evaluation being saved into one of them
  // at the same time (which holds it FOR KEY SHARE) is either seen below or waits and then finds no course
  await db.query('SELECT id FROM courses WHERE id = $1 OR parent_course_id = $1 FOR UPDATE', [courseId]);
  const tree = 'SELECT id FROM courses WHERE id = $1 OR parent_course_id = $1';
  const used = await db.query(`SELECT 1 FROM scheduleds WHERE course_id IN (${tree}) LIMIT 1`, [courseId]);
  if (used.length) throw new AppError('CONFLICT', M.COURSE_IN_USE_BY_SCHEDULED);
  const banked = await db.query(
    `SELECT 1 FROM questions WHERE course_id IN (${tree})
     UNION ALL SELECT 1 FROM evaluations WHERE course_id IN (${tree}) OR main_course_id = $1
     LIMIT 1`,
    [courseId],
  );
  if (banked.length) throw new AppError('CONFLICT', M.COURSE_IN_USE_BY_EVALUATIONS);
}
