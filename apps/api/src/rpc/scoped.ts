// How a handler loads a record by id: scoped to the entity the dispatcher checked, so that a record of another entity
// is, for this caller, no record at all (404) and nothing is changed. findInEntity is the plain way (a row of a
// table below, all its columns or some); a queries file writes its own `WHERE id = $1 AND entity_id = $2` where the
// load also locks the row (FOR UPDATE, FOR KEY SHARE), joins, or narrows further (a student's own order, a main
// scheduled course) — about twenty such queries. Either way the entity is in the WHERE, and the isolation test calls
// every fname with another entity's ids (apps/api/src/test/isolation.test.ts).
import type { Db } from '../db/client.js';
import { notFound } from '../errors.js';
import type { Ctx } from './context.js';

/** Tables whose rows carry `entity_id`. Later steps add theirs. */
export type ScopedTable =
  | 'entities'
  | 'categories'
  | 'courses'
  | 'syllabus_items'
  | 'qualified_practices'
  | 'materials'
  | 'campuses'
  | 'credentials'
  | 'scheduleds';

export async function findInEntity<T>(db: Db, table: ScopedTable, id: string, entityId: string, columns = '*'): Promise<T> {
  const column = table === 'entities' ? 'id' : 'entity_id';
  const rows = await db.query<T>(`SELECT ${columns} FROM ${table} WHERE id = $1 AND ${column} = $2`, [id, entityId]);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The checked entity of an 'entity' call. */
export function entityOf(ctx: Ctx): string {
  if (!ctx.entityId) throw new Error('handler needs an entity-scoped call');
  return ctx.entityId;
}
