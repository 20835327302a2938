// Who may call what (spec 03 §2), checked in the dispatcher for every call, whatever the web app hides.
import { type Access, M, type RecordKind, type ServicePermission, withDefaults } from '@edu/shared';
import type { Caller } from '../auth/sessions.js';
import type { Db } from '../db/client.js';
import { AppError, forbidden, notFound } from '../errors.js';

/** The table and entity column of each record kind an fname may name instead of an entity. */
const RECORD_ENTITY: Record<RecordKind, { table: string; column: string }> = {
  entity: { table: 'entities', column: 'id' },
  course: { table: 'courses', column: 'entity_id' },
  qualified_practice: { table: 'qualified_practices', column: 'entity_id' },
  campus: { table: 'campuses', column: 'entity_id' },
  credential: { table: 'credentials', column: 'entity_id' },
  scheduled: { table: 'scheduleds', column: 'entity_id' },
  order: { table: 'orders', column: 'entity_id' },
  question: { table: 'questions', column: 'entity_id' },
  evaluation: { table: 'evaluations', column: 'entity_id' },
  material: { table: 'materials', column: 'entity_id' },
  attempt: { table: 'evaluation_attempts', column: 'entity_id' },
  answer: { table: 'evaluation_answers', column: 'entity_id' },
};

async function entityOfRecord(db: Db, kind: RecordKind, id: string): Promise<string | null> {
  const { table, column } = RECORD_ENTITY[kind];
  const rows = await db.query<{ entity_id: string }>(`SELECT ${column} AS entity_id FROM ${table} WHERE id = $1`, [id]);
  return rows[0]?.entity_id ?? null;
}

function permissionEnabled(stored: unknown, path: string): boolean {
  let node: unknown = withDefaults(stored);
  for (const key of path.split('.')) node = (node as Record<string, unknown>)[key];
  return node === true;
}

/** Resolves and checks the entity of an 'entity' call; answers the caller's roles in it. */
export async function authorizeEntity(
  db: Db,
  caller: Caller,
  access: Extract<Access, { kind: 'entity' }>,
  input: Record<string, unknown>,
): Promise<{ entityId: string | null; roles: string[] }> {
  const raw = input[access.entity.field];
  if (raw === undefined && access.withoutEntity) {
    if (access.withoutEntity === 'superadmin' && caller.rol !== 'superadmin') throw forbidden();
    return { entityId: null, roles: [] };
  }
  if (typeof raw !== 'string') throw new AppError('VALIDATION', M.FIELD_REQUIRED, { [access.entity.field]: M.FIELD_REQUIRED });
  const entityId = access.entity.from === 'field' ? raw : await entityOfRecord(db, access.entity.record, raw);
  if (!entityId) throw caller.rol === 'superadmin' ? notFound() : forbidden();
  const rows = await db.query<{ deleted: boolean; permissions: unknown; roles: string[] }>(
    `SELECT e.deleted_at IS NOT NULL AS deleted, e.permissions,
            coalesce(array_agg(m.role_id) FILTER (WHERE m.role_id IS NOT NULL), '{}') AS roles
     FROM entities e LEFT JOIN memberships m ON m.entity_id = e.id AND m.user_id = $2
     WHERE e.id = $1 GROUP BY e.id`,
    [entityId, caller.id],
  );
  const entity = rows[0];
  if (caller.rol === 'superadmin') {
    if (!entity) throw notFound();
    return { entityId, roles: entity.roles };
  }
  if (!entity || entity.deleted) throw forbidden();
  if (!entity.roles.some((r) => (access.roles as readonly string[]).includes(r))) throw forbidden();
  if (access.permission && !permissionEnabled(entity.permissions, access.permission)) throw forbidden();
  return { entityId, roles: entity.roles };
}

/**
 * A service switch that depends on the record a call touches rather than on the fname (a payment credential needs
 * services.payment): the handler asks here. The superadmin passes, as in authorizeEntity.
 */
export async function requirePermission(db: Db, caller: Caller, entityId: string, permission: ServicePermission) {
  if (caller.rol === 'superadmin') return;
  if (!(await entityHasPermission(db, entityId, permission))) throw forbidden();
}

/** Whether the entity has that service switch on: for what a page leaves out rather than refuses. */
export async function entityHasPermission(db: Db, entityId: string, permission: ServicePermission) {
  const rows = await db.query<{ permissions: unknown }>('SELECT permissions FROM entities WHERE id = $1', [entityId]);
  return rows[0] !== undefined && permissionEnabled(rows[0].permissions, permission);
}

export function authorizePlatform(caller: Caller, access: Access) {
  if (access.kind === 'superadmin' && caller.rol !== 'superadmin') throw forbidden();
}

/** A 'self' call about an entity (memberOf): the caller must belong to it, with any role, and it must be open. */
export async function authorizeMember(db: Db, caller: Caller, access: Access, input: Record<string, unknown>) {
  if (access.kind !== 'self' || !access.memberOf) return;
  const entityId = input[access.memberOf];
  if (typeof entityId !== 'string') throw forbidden();
  const rows = await db.query(
    `SELECT 1 FROM memberships m JOIN entities e ON e.id = m.entity_id
     WHERE m.entity_id = $1 AND m.user_id = $2 AND e.deleted_at IS NULL LIMIT 1`,
    [entityId, caller.id],
  );
  if (!rows.length) throw forbidden();
}
