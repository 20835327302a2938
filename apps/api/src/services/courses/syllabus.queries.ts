import type { Db } from '../../db/client.js';

export interface ItemRow {
  id: string;
  title: string;
  course_id: string;
  main_course_id: string | null;
  created_at: Date;
}

const ITEM_COLUMNS = 'id, title, course_id, main_course_id, created_at';

export async function itemsOfCourse(db: Db, entityId: string, courseId: string) {
  return db.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM syllabus_items WHERE course_id = $1 AND entity_id = $2 ORDER BY position, created_at, id`,
    [courseId, entityId],
  );
}

export async function itemOfEntity(db: Db, entityId: string, id: string) {
  const rows = await db.query<ItemRow>(`SELECT ${ITEM_COLUMNS} FROM syllabus_items WHERE id = $1 AND entity_id = $2`, [id, entityId]);
  return rows[0];
}

/**
 * A new item after the course's last one; a title the module already has (any case) is that item (migration 023,
 * decision 0052): answers its id and whether it is new. Two saves at once: the second waits and finds the first's.
 */
export async function insertItem(db: Db, entityId: string, v: { courseId: string; mainCourseId: string | null; title: string }) {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO syllabus_items (entity_id, course_id, main_course_id, title, position)
     VALUES ($1, $2, $3, $4, coalesce((SELECT max(position) + 1 FROM syllabus_items WHERE course_id = $2), 0))
     ON CONFLICT (course_id, lower(title)) DO NOTHING RETURNING id`,
    [entityId, v.courseId, v.mainCourseId, v.title],
  );
  if (row) return { id: row.id, isNew: true };
  const [existing] = await db.query<{ id: string }>(
    'SELECT id FROM syllabus_items WHERE course_id = $1 AND lower(title) = lower($2) AND entity_id = $3',
    [v.courseId, v.title, entityId],
  );
  return { id: existing.id, isNew: false };
}

export async function updateItemTitle(db: Db, id: string, title: string) {
  await db.query('UPDATE syllabus_items SET title = $2, updated_at = now() WHERE id = $1', [id, title]);
}

export async function deleteItemRow(db: Db, id: string) {
  await db.query('DELETE FROM syllabus_items WHERE id = $1', [id]);
}
