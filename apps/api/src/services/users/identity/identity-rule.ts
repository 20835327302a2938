// Identity belongs to the person (docs/decisions/0028-identity-and-invitations.md): an account's e-mail, password,
// names, document, phone, birth date, address and photo are changed by its owner, by the superadmin, or by the staff of
// the one entity that made the account while its owner has never used it and it belongs to no other entity.
import { ADMINS, holdsAny, M, users } from '@edu/shared';
import type { Caller } from '../../../auth/sessions.js';
import type { Db } from '../../../db/client.js';
import { AppError, notFound } from '../../../errors.js';
import { rolesOfMember, type UserColumns, type UserRow } from '../users.queries.js';
import { onlyStudent } from '../student-guard.js';
import { creatorEntityOf, type Ownership, ownershipOf, platformRoleOf } from './identity.queries.js';

/** The columns that are the person's own. Roles in an entity are the entity's, not these. */
export const IDENTITY_COLUMNS = ['email', 'name', 'lastname', 'phone', 'address', 'document_type', 'dni', 'birthdate', 'description', 'photo'] as const;

/** Whether `caller` (acting in `entityId`, or on the platform) may change the identity of the account `userId`. */
export async function mayChangeIdentity(db: Db, caller: Caller, userId: string, entityId: string | null): Promise<boolean> {
  if (caller.id === userId || caller.rol === 'superadmin') return true;
  if (!entityId) return false;
  const own = await ownershipOf(db, userId, entityId);
  if (!own) throw notFound();
  return isUnusedAccountOf(own, entityId);
}

/**
 * Whether whoever asked for an e-mail change of `userId` may still change that account's identity, now, when the new
 * address confirms it: the superadmin, or staff who may edit people (updateUser's roles; a counter, students only) of
 * the entity that made the account while it is still that entity's unused account. A link mailed days ago must not
 * outlive the owner's claim to the account (issue step 14, finding 1).
 */
export async function requesterMayStillChange(db: Db, requesterId: string | null, userId: string): Promise<boolean> {
  if (!requesterId) return false;
  const rol = await platformRoleOf(db, requesterId);
  if (rol === 'superadmin') return true;
  const entityId = await creatorEntityOf(db, userId);
  if (!rol || !entityId) return false;
  const own = await ownershipOf(db, userId, entityId);
  if (!own || !isUnusedAccountOf(own, entityId)) return false;
  const access = users.updateUser.access;
  const held = (await rolesOfMember(db, entityId, requesterId)).map((r) => r._id);
  if (access.kind !== 'entity' || !holdsAny(held, access.roles)) return false;
  if (holdsAny(held, ADMINS)) return true;
  return onlyStudent((await rolesOfMember(db, entityId, userId)).map((r) => r._id));
}

/** An account the entity made, that its owner never used and that belongs to no other entity: still the entity's. */
export const isUnusedAccountOf = (own: Ownership, entityId: string) =>
  own.rol !== 'superadmin' && own.created_by_entity === entityId && !own.owner_active && own.other_entities === 0;

const same = (before: unknown, after: unknown) => {
  const norm = (v: unknown) => (v === '' || v === undefined || v === null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v));
  return norm(before) === norm(after);
};

/** The identity columns a change would really alter (forms send every field, changed or not). */
export function changedIdentity(current: UserRow, columns: UserColumns): string[] {
  return IDENTITY_COLUMNS.filter((key) => {
    const next = columns[key];
    if (next === undefined) return false;
    if (key === 'email') return String(next).toLowerCase() !== current.email.toLowerCase();
    return !same(current[key as keyof UserRow], next);
  });
}

/** Refuses (403) a change of someone else's identity that the rule does not allow. */
export async function requireIdentityChange(db: Db, caller: Caller, current: UserRow, columns: UserColumns, entityId: string | null) {
  const changed = changedIdentity(current, columns);
  if (!changed.length) return;
  if (await mayChangeIdentity(db, caller, current.id, entityId)) return;
  throw new AppError('FORBIDDEN', M.IDENTITY_OWNER_ONLY, Object.fromEntries(changed.map((k) => [k === 'document_type' ? 'documentType' : k, M.IDENTITY_OWNER_ONLY])));
}
