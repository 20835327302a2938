import type { Db } from '../../db/client.js';

export interface CampusRow {
  id: string;
  entity_id: string;
  name: string;
  country: string;
  department: string;
  address: string;
  created_at: Date;
}

export interface CampusValues {
  name: string;
  country: string;
  department: string;
  address: string;
}

const CAMPUS_COLUMNS = 'id, entity_id, name, country, department, address, created_at';

/** One page of the entity's campuses, in the order they were added; `search` matches part of the name, any case. */
export async function listCampuses(db: Db, entityId: string, search: string, limit: number, offset: number) {
  const where = `entity_id = $1 AND ($2 = '' OR position(lower($2) in lower(name)) > 0)`;
  const rows = await db.query<CampusRow>(
    `SELECT ${CAMPUS_COLUMNS} FROM campuses WHERE ${where} ORDER BY seq LIMIT $3 OFFSET $4`,
    [entityId, search, limit, offset],
  );
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM campuses WHERE ${where}`, [entityId, search]);
  return { rows, total: n };
}

export async function campusOfEntity(db: Db, entityId: string, id: string) {
  const rows = await db.query<CampusRow>(`SELECT ${CAMPUS_COLUMNS} FROM campuses WHERE id = $1 AND entity_id = $2`, [id, entityId]);
  return rows[0];
}

export async function insertCampus(db: Db, entityId: string, v: CampusValues) {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO campuses (entity_id, name, country, department, address) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [entityId, v.name, v.country, v.department, v.address],
  );
  return row.id;
}

export async function updateCampusRow(db: Db, id: string, v: CampusValues) {
  await db.query(
    'UPDATE campuses SET name = $2, country = $3, department = $4, address = $5, updated_at = now() WHERE id = $1',
    [id, v.name, v.country, v.department, v.address],
  );
}

export async function deleteCampusRow(db: Db, id: string) {
  await db.query('DELETE FROM campuses WHERE id = $1', [id]);
}

/** A scheduled course takes place at the campus (decision 0017). */
export async function campusInUse(db: Db, id: string) {
  return (await db.query('SELECT 1 FROM scheduleds WHERE campus_id = $1 LIMIT 1', [id])).length > 0;
}
