// Who may call what (spec 03 §2), checked in the dispatcher for every call, whatever the web app hides.
import { type Access, M, rolesAdmit, type ServicePermission, withDefaults } from '@edu/shared';
import type { Caller } from '../auth/sessions.js';
import type { Db } from '../db/client.js';
import { AppError, forbidden, notFound } from '../errors.js';
import type { AdmissionRow, AdmissionTarget } from './admission.queries.js';

function permissionEnabled(stored: unknown, path: string): boolean {
  let node: unknown = withDefaults(stored);
  for (const key of path.split('.')) node = (node as Record<string, unknown>)[key];
  return node === true;
}

/** What the call's access names, for the one statement of admission.queries.ts: read from the parsed input. */
export function targetOf(access: Access, input: Record<string, unknown>): AdmissionTarget {
  if (access.kind === 'self' && access.memberOf) {
    const entityId = input[access.memberOf];
    return typeof entityId === 'string' ? { entity: entityId } : null;
  }
  if (access.kind !== 'entity') return null;
  const raw = input[access.entity.field];
  if (typeof raw !== 'string') return null;
  return access.entity.from === 'field' ? { entity: raw } : { record: access.entity.record, id: raw };
}

/** Checks the entity of an 'entity' call on the admission row; answers the entity and the caller's roles in it. */
export function authorizeEntity(
  caller: Caller,
  access: Extract<Access, { kind: 'entity' }>,
  input: Record<string, unknown>,
  entity: AdmissionRow,
): { entityId: string | null; roles: string[] } {
  const raw = input[access.entity.field];
  if (raw === undefined && access.withoutEntity) {
    if (access.withoutEntity === 'superadmin' && caller.rol !== 'superadmin') throw forbidden();
    return { entityId: null, roles: [] };
  }
  if (typeof raw !== 'string') throw new AppError('VALIDATION', M.FIELD_REQUIRED, { [access.entity.field]: M.FIELD_REQUIRED });
  const entityId = access.entity.from === 'field' ? raw : entity.entity_id;
  if (!entityId) throw caller.rol === 'superadmin' ? notFound() : forbidden();
  if (caller.rol === 'superadmin') {
    if (!entity.found) throw notFound();
    return { entityId, roles: entity.roles };
  }
  if (!entity.found || entity.deleted) throw forbidden();
  if (!rolesAdmit(access, caller.rol, entity.roles)) throw forbidden();
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
/** Whether the entity an 'entity' call was admitted for has this service on, as read with its session: no statement. */
export function admittedEntityHas(ctx: { entityPermissions: unknown }, permission: ServicePermission) {
  return permissionEnabled(ctx.entityPermissions, permission);
}

export async function entityHasPermission(db: Db, entityId: string, permission: ServicePermission) {
  const rows = await db.query<{ permissions: unknown }>('SELECT permissions FROM entities WHERE id = $1', [entityId]);
  return rows[0] !== undefined && permissionEnabled(rows[0].permissions, permission);
}

export function authorizePlatform(caller: Caller, access: Access) {
  if (access.kind === 'superadmin' && !rolesAdmit(access, caller.rol, [])) throw forbidden();
}

/** A 'self' call about an entity (memberOf): the caller must belong to it, with any role, and it must be open. */
export function authorizeMember(access: Access, input: Record<string, unknown>, entity: AdmissionRow) {
  if (access.kind !== 'self' || !access.memberOf) return;
  if (typeof input[access.memberOf] !== 'string') throw forbidden();
  if (!entity.found || entity.deleted || !rolesAdmit(access, undefined, entity.roles)) throw forbidden();
}
