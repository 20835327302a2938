import type { Db } from '../../db/client.js';

export interface CategoryRow {
  id: string;
  name: string;
  description: string;
  is_builtin: boolean;
  created_at: Date;
  total_courses: number;
}

// totalCourses counts programmes only: modules travel with their programme
const CATEGORY_SELECT = `
  SELECT c.id, c.name, c.description, c.is_builtin, c.created_at,
         (SELECT count(*)::int FROM courses k WHERE k.category_id = c.id AND k.alias = 'programa') AS total_courses
  FROM categories c`;

/** The entity's categories, the built-in one first, then by name; `search` matches part of the name, any case. */
export async function listCategories(db: Db, entityId: string, search: string) {
  return db.query<CategoryRow>(
    `${CATEGORY_SELECT}
     WHERE c.entity_id = $1 AND ($2 = '' OR position(lower($2) in lower(c.name)) > 0)
     ORDER BY c.is_builtin DESC, lower(c.name), c.id`,
    [entityId, search],
  );
}

export async function categoryOfEntity(db: Db, entityId: string, id: string) {
  const rows = await db.query<CategoryRow>(`${CATEGORY_SELECT} WHERE c.id = $1 AND c.entity_id = $2`, [id, entityId]);
  return rows[0];
}

export async function builtinCategoryId(db: Db, entityId: string) {
  const rows = await db.query<{ id: string }>('SELECT id FROM categories WHERE entity_id = $1 AND is_builtin', [entityId]);
  return rows[0]?.id;
}

export async function insertCategory(db: Db, entityId: string, v: { name: string; description: string }) {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO categories (entity_id, name, description) VALUES ($1, $2, $3) RETURNING id',
    [entityId, v.name, v.description],
  );
  return row.id;
}

export async function updateCategoryRow(db: Db, id: string, v: { name?: string; description?: string }) {
  await db.query(
    `UPDATE categories SET name = coalesce($2, name), description = coalesce($3, description), updated_at = now()
     WHERE id = $1`,
    [id, v.name ?? null, v.description ?? null],
  );
}

export async function deleteCategoryRow(db: Db, id: string) {
  await db.query('DELETE FROM categories WHERE id = $1 AND NOT is_builtin', [id]);
}
