import type { Db } from '../../db/client.js';

/**
 * The checks a course must pass before deleteCourse removes it with everything hanging off it
 * (docs/decisions/0011-deleting-programmes.md). Nothing refers to a course from outside the programme yet.
 *
 * Step 5 (scheduled courses) adds its check here: while a scheduled course (or a scheduled module) uses `courseId`
 * or one of its modules, throw `new AppError('CONFLICT', <Spanish message>)` so that nothing is removed.
 */
export async function assertCourseDeletable(_db: Db, _courseId: string): Promise<void> {}
