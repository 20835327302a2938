import { M } from '@edu/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';

/**
 * The checks a course must pass before deleteCourse removes it with everything hanging off it
 * (docs/decisions/0011-deleting-programmes.md): a programme, or a module, that a scheduled course or a module schedule
 * uses stays (409) until those are deleted (docs/decisions/0017-scheduled-courses.md).
 */
export async function assertCourseDeletable(db: Db, courseId: string): Promise<void> {
  const used = await db.query(
    `SELECT 1 FROM scheduleds WHERE course_id IN (SELECT id FROM courses WHERE id = $1 OR parent_course_id = $1) LIMIT 1`,
    [courseId],
  );
  if (used.length) throw new AppError('CONFLICT', M.COURSE_IN_USE_BY_SCHEDULED);
}
