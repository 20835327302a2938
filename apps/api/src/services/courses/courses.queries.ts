import type { Db } from '../../db/client.js';

export interface CourseRow {
  id: string;
  entity_id: string;
  name: string;
  description: string;
  target_audiences: string;
  preview: string | null;
  tags: string[];
  alias: 'programa' | 'modulo';
  parent_course_id: string | null;
  /** exact decimals as text: '120.00' */
  price_inscription: string;
  price_certificate: string;
  price_course: string;
  total_price: string;
  /** the programme's own, or a module's programme's */
  category_id: string | null;
  category_name: string | null;
  created_at: Date;
}

// Sums are taken in numeric, so '0.10' + '0.20' is '0.30' and never 0.30000000000000004.
const COURSE_SELECT = `
  SELECT c.id, c.entity_id, c.name, c.description, c.target_audiences, c.preview, c.tags, c.alias, c.parent_course_id,
         c.price_inscription::text AS price_inscription, c.price_certificate::text AS price_certificate,
         c.price_course::text AS price_course,
         (c.price_inscription + c.price_certificate + c.price_course)::text AS total_price,
         cat.id AS category_id, cat.name AS category_name, c.created_at
  FROM courses c
  LEFT JOIN courses p ON p.id = c.parent_course_id
  LEFT JOIN categories cat ON cat.id = coalesce(c.category_id, p.category_id)`;

export interface CourseFilter {
  entityId: string;
  /** modules of this programme; else programmes */
  parentId?: string;
  categoryId?: string;
  search: string;
}

function where(f: CourseFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.entityId, f.search];
  const clauses = ['c.entity_id = $1', `($2 = '' OR position(lower($2) in lower(c.name)) > 0)`];
  if (f.parentId) {
    params.push(f.parentId);
    clauses.push(`c.parent_course_id = $${params.length}`);
  } else {
    clauses.push(`c.alias = 'programa'`);
    if (f.categoryId) {
      params.push(f.categoryId);
      clauses.push(`c.category_id = $${params.length}`);
    }
  }
  return { sql: clauses.join(' AND '), params };
}

/** One page of programmes (oldest first, so a new one is appended) or of a programme's modules (in their order). */
export async function listCourses(db: Db, f: CourseFilter, limit: number, offset: number) {
  const w = where(f);
  const order = f.parentId ? 'c.position, c.created_at, c.id' : 'c.created_at, c.id';
  const rows = await db.query<CourseRow>(
    `${COURSE_SELECT} WHERE ${w.sql} ORDER BY ${order} LIMIT $${w.params.length + 1} OFFSET $${w.params.length + 2}`,
    [...w.params, limit, offset],
  );
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM courses c WHERE ${w.sql}`, w.params);
  return { rows, total: n };
}

export async function courseOfEntity(db: Db, entityId: string, id: string) {
  const rows = await db.query<CourseRow>(`${COURSE_SELECT} WHERE c.id = $1 AND c.entity_id = $2`, [id, entityId]);
  return rows[0];
}

export interface CourseValues {
  category_id: string | null;
  parent_course_id: string | null;
  alias: 'programa' | 'modulo';
  name: string;
  description: string;
  target_audiences: string;
  preview: string | null;
  tags: string[];
  price_inscription: string;
  price_certificate: string;
  price_course: string;
}

/** A new programme, or a new module placed after its programme's last one. */
export async function insertCourse(db: Db, entityId: string, createdBy: string, v: CourseValues) {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO courses (entity_id, created_by, category_id, parent_course_id, alias, name, description, target_audiences,
                          preview, tags, price_inscription, price_certificate, price_course, position)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
             coalesce((SELECT max(position) + 1 FROM courses WHERE parent_course_id = $4), 0))
     RETURNING id`,
    [entityId, createdBy, v.category_id, v.parent_course_id, v.alias, v.name, v.description, v.target_audiences, v.preview,
      v.tags, v.price_inscription, v.price_certificate, v.price_course],
  );
  return row.id;
}

const UPDATABLE = new Set<keyof CourseValues>([
  'category_id', 'name', 'description', 'target_audiences', 'preview', 'tags', 'price_inscription', 'price_certificate', 'price_course',
]);

/** Updates the given columns only (undefined leaves a column as it is). */
export async function updateCourseColumns(db: Db, id: string, v: Partial<CourseValues>) {
  const columns = Object.entries(v).filter(([k, value]) => value !== undefined && UPDATABLE.has(k as keyof CourseValues));
  if (!columns.length) return;
  const sets = columns.map(([k], i) => `${k} = $${i + 2}`);
  await db.query(`UPDATE courses SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [id, ...columns.map(([, value]) => value)]);
}

/** A programme made free makes its modules free too (02 §5: a module's price is disabled when its programme is free). */
export async function freeModulesOf(db: Db, parentId: string) {
  await db.query(
    `UPDATE courses SET price_inscription = 0, price_certificate = 0, price_course = 0, updated_at = now()
     WHERE parent_course_id = $1 AND (price_inscription <> 0 OR price_certificate <> 0 OR price_course <> 0)`,
    [parentId],
  );
}

/** Every stored file that goes with a course and its modules: covers, module materials, certificate images. */
export async function filesOfCourseTree(db: Db, id: string) {
  const rows = await db.query<{ key: string }>(
    `WITH tree AS (SELECT id FROM courses WHERE id = $1 OR parent_course_id = $1)
     SELECT preview AS key FROM courses WHERE id IN (SELECT id FROM tree) AND preview IS NOT NULL
     UNION ALL
     SELECT file_key FROM materials WHERE course_id IN (SELECT id FROM tree) AND file_key IS NOT NULL
     UNION ALL
     SELECT i ->> 'key' FROM course_certificates cc CROSS JOIN LATERAL jsonb_array_elements(cc.images) i
     WHERE cc.course_id IN (SELECT id FROM tree)`,
    [id],
  );
  return rows.map((r) => r.key);
}

/** Removes the course; its modules, syllabus, practices, materials and certificate go with it (ON DELETE CASCADE). */
export async function deleteCourseRow(db: Db, id: string) {
  await db.query('DELETE FROM courses WHERE id = $1', [id]);
}
