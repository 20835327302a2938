// The one statement a signed-in call makes before its handler (docs/decisions/0043-per-call-overhead-and-workers.md):
// the session and its user, and, where the call's access names an entity, that entity's deleted flag, its permissions
// and the caller's roles in it, read together. Nothing is cached, so logout, a role or a permission change counts at
// the very next call on every instance.
import type { PlatformRole, RecordKind } from '@edu/shared';
import { hashToken } from '../auth/tokens.js';
import { type Db, prepared, type Statement } from '../db/client.js';

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
  payment_account: { table: 'payment_accounts', column: 'entity_id' },
};

/** What a call's access names: an entity by its id, or a record whose entity is looked up; none for the rest. */
export type AdmissionTarget = { entity: string } | { record: RecordKind; id: string } | null;

export interface AdmissionRow {
  session_id: string;
  id: string;
  email: string;
  rol: PlatformRole;
  /** the entity the target names (null: none named, or the record does not exist) */
  entity_id: string | null;
  /** whether that entity exists */
  found: boolean;
  deleted: boolean;
  permissions: unknown;
  /** the caller's roles in it */
  roles: string[];
}

// an id that is not a uuid names nothing (and is never cast, which would fail the statement)
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The statement for a target's kind: an entity by id (or none), or a record's entity looked up in its table. */
function statementFor(entityOf: string): Statement {
  return prepared(`WITH caller AS (
       SELECT s.id AS session_id, u.id, u.email, u.rol FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
     ), target AS (SELECT ${entityOf} AS entity_id)
     SELECT c.session_id, c.id, c.email, c.rol, t.entity_id,
            e.id IS NOT NULL AS found, e.deleted_at IS NOT NULL AS deleted, e.permissions,
            coalesce((SELECT array_agg(m.role_id) FROM memberships m WHERE m.entity_id = e.id AND m.user_id = c.id),
                     '{}') AS roles
     FROM caller c CROSS JOIN target t LEFT JOIN entities e ON e.id = t.entity_id`);
}

const BY_ENTITY = statementFor('$2::uuid');
const BY_RECORD = Object.fromEntries(
  Object.entries(RECORD_ENTITY).map(([kind, { table, column }]) => [
    kind,
    statementFor(`(SELECT ${column} FROM ${table} WHERE id = $2::uuid)`),
  ]),
) as Record<RecordKind, Statement>;

/** The session's caller and the target's entity in one statement; no row when the token opens no live session. */
export async function admissionOf(db: Db, token: string, target: AdmissionTarget): Promise<AdmissionRow | null> {
  const id = target && ('entity' in target ? target.entity : target.id);
  const named = typeof id === 'string' && UUID.test(id) ? id : null;
  const statement = target && 'record' in target ? BY_RECORD[target.record] : BY_ENTITY;
  const rows = await db.query<AdmissionRow>(statement, [hashToken(token), named]);
  return rows[0] ?? null;
}
