import type { Db } from '../../db/client.js';
import { type CountFn, countNow } from '../../db/count-cache.js';
import { scanFor } from '../../db/page-scan.js';
import { likeContains } from '../../db/search.js';

export interface MaterialRow {
  id: string;
  entity_id: string;
  entity_name: string;
  course_id: string | null;
  category_id: string | null;
  category_name: string | null;
  title: string;
  description: string;
  type: 'doc' | 'ppt' | 'pdf' | 'mp4' | 'url' | 'image';
  url: string | null;
  file_key: string | null;
  name_file: string | null;
  mime: string | null;
  size: number | null;
  state: 'public' | 'private';
  /** exact decimals as text */
  price: string;
  created_at: Date;
  created_by: string | null;
  creator_name: string | null;
  creator_lastname: string | null;
}

const MATERIAL_SELECT = `
  SELECT m.id, m.entity_id, e.entity_name, m.course_id, m.category_id, cat.name AS category_name, m.title, m.description,
         m.type, m.url, m.file_key, m.name_file, m.mime, m.size::float8 AS size, m.state, m.price::text AS price,
         m.created_at, m.created_by, u.name AS creator_name, u.lastname AS creator_lastname
  FROM materials m
  JOIN entities e ON e.id = m.entity_id
  LEFT JOIN categories cat ON cat.id = m.category_id
  LEFT JOIN users u ON u.id = m.created_by`;

export async function materialsOfCourse(db: Db, entityId: string, courseId: string) {
  return db.query<MaterialRow>(`${MATERIAL_SELECT} WHERE m.course_id = $1 AND m.entity_id = $2 ORDER BY m.seq`, [
    courseId,
    entityId,
  ]);
}

/**
 * The materials of a programme and of its modules (a teacher's course, decision 0054): with the module's name and
 * position, the programme first, then the modules in their order.
 */
export async function materialsOfProgramme(db: Db, entityId: string, programmeId: string) {
  return db.query<MaterialRow & { module_name: string }>(
    `SELECT x.*, c.name AS module_name FROM (${MATERIAL_SELECT} WHERE m.entity_id = $2) x
     JOIN courses c ON c.id = x.course_id AND (c.id = $1 OR c.parent_course_id = $1)
     ORDER BY (c.id <> $1), c.position, c.created_at, c.id, x.created_at, x.id`,
    [programmeId, entityId],
  );
}

export async function materialOfEntity(db: Db, entityId: string, id: string) {
  const rows = await db.query<MaterialRow>(`${MATERIAL_SELECT} WHERE m.id = $1 AND m.entity_id = $2`, [id, entityId]);
  return rows[0];
}

export interface MaterialValues {
  course_id: string | null;
  category_id: string | null;
  title: string;
  description: string;
  type: MaterialRow['type'];
  url: string | null;
  file_key: string | null;
  name_file: string | null;
  mime: string | null;
  size: number | null;
  state: 'public' | 'private';
  price: string;
}

export async function insertMaterial(db: Db, entityId: string, createdBy: string, v: MaterialValues) {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO materials (entity_id, created_by, course_id, category_id, title, description, type, url, file_key, name_file,
                            mime, size, state, price)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [
      entityId,
      createdBy,
      v.course_id,
      v.category_id,
      v.title,
      v.description,
      v.type,
      v.url,
      v.file_key,
      v.name_file,
      v.mime,
      v.size,
      v.state,
      v.price,
    ],
  );
  return row.id;
}

// ── The repository (decision 0013):: the entity's materials that belong to no course

export interface RepositoryFilter {
  entityId: string;
  /** part of the title, any case ('' for all) */
  title: string;
  newestFirst: boolean;
}

/**
 * One page of the repository with the total that match. The page's ids come from materials_repository_idx alone,
 * scanned from whichever end is nearer (db/page-scan.ts); only those rows are then joined and read.
 */
export async function listRepository(
  db: Db,
  f: RepositoryFilter,
  limit: number,
  offset: number,
  count: CountFn = countNow,
) {
  const where = `m.entity_id = $1 AND m.course_id IS NULL AND ($2 = '' OR lower(m.title) LIKE lower($2))`;
  const params = [f.entityId, f.title ? likeContains(f.title) : ''];
  const n = await count(db, `SELECT count(*)::int AS n FROM materials m WHERE ${where}`, params);
  const scan = scanFor(n, offset, limit);
  if (!scan) return { rows: [], total: n };
  // seq: the order of insertion (migration 004), which created_at cannot always tell on PGlite
  const seq = (newestFirst: boolean) => (newestFirst ? 'm.seq DESC' : 'm.seq');
  const rows = await db.query<MaterialRow>(
    `${MATERIAL_SELECT}
     JOIN (SELECT m.id FROM materials m WHERE ${where} ORDER BY ${seq(f.newestFirst !== scan.reverse)} LIMIT $3 OFFSET $4) page
       ON page.id = m.id
     ORDER BY ${seq(f.newestFirst)}`,
    [...params, scan.limit, scan.offset],
  );
  return { rows, total: n };
}

const UPDATABLE = new Set<keyof MaterialValues>([
  'category_id',
  'title',
  'description',
  'type',
  'url',
  'file_key',
  'name_file',
  'mime',
  'size',
  'state',
  'price',
]);

/** Updates the given columns only (undefined leaves a column as it is). */
export async function updateMaterialColumns(db: Db, id: string, v: Partial<MaterialValues>) {
  const columns = Object.entries(v).filter(
    ([k, value]) => value !== undefined && UPDATABLE.has(k as keyof MaterialValues),
  );
  if (!columns.length) return;
  const sets = columns.map(([k], i) => `${k} = $${i + 2}`);
  await db.query(`UPDATE materials SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
    id,
    ...columns.map(([, value]) => value),
  ]);
}

export async function deleteMaterialRow(db: Db, id: string) {
  await db.query('DELETE FROM materials WHERE id = $1', [id]);
}
