// The audit trail's reads (docs/decisions/0041-audit-trail.md): one page of newest-first rows after a keyset, and a
// total counted up to a cap. Every filter is a condition the indexes of migration 018 serve.
import { addDays, AUDIT_COUNT_CAP, LIMA_OFFSET, type ServiceName } from '@edu/shared';
import type { Db } from '../../db/client.js';
import type { CountFn } from '../../db/count-cache.js';
import { likeContains } from '../../db/search.js';

export interface AuditQuery {
  /** null: every entity (the superadmin) */
  entityId: string | null;
  person?: string;
  service?: ServiceName;
  fname?: string;
  /** Lima dates, both included */
  from?: string;
  to?: string;
  /** the ids `person` matches, when peopleMatching found few enough to list */
  people?: string[];
}

// the trigram indexes of migration 009 serve both sides
const PEOPLE_MATCH = (p: string) => `lower(u.name || ' ' || u.lastname) LIKE lower(${p}) OR lower(u.email) LIKE lower(${p})`;
/** past this many people a person search stays a subquery rather than a list of ids */
const PEOPLE_LISTED = 1000;

/** The people whose name, last name or e-mail holds `search`; null when there are more than PEOPLE_LISTED. */
export async function peopleMatching(db: Db, search: string): Promise<string[] | null> {
  const rows = await db.query<{ id: string }>(
    `SELECT u.id FROM users u WHERE ${PEOPLE_MATCH('$1')} LIMIT ${PEOPLE_LISTED + 1}`,
    [likeContains(search)],
  );
  return rows.length > PEOPLE_LISTED ? null : rows.map((r) => r.id);
}

export interface AuditDbRow {
  id: string;
  created_at: Date | string;
  service: string;
  fname: string;
  record_id: string | null;
  ip: string | null;
  user_agent: string | null;
  user_id: string | null;
  name: string | null;
  lastname: string | null;
  email: string | null;
  entity_id: string | null;
  entity_name: string | null;
}

/** the WHERE of a filter over `audit_log a`, its parameters numbered from $1 */
function whereOf(q: AuditQuery) {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (q.entityId) conditions.push(`a.entity_id = ${param(q.entityId)}`);
  if (q.service) conditions.push(`a.service = ${param(q.service)}`);
  if (q.fname) conditions.push(`a.fname = ${param(q.fname)}`);
  // a Lima day starts at its midnight there (UTC-5 all year): `to` takes in its whole day
  if (q.from) conditions.push(`a.created_at >= ${param(`${q.from}T00:00:00${LIMA_OFFSET}`)}::timestamptz`);
  if (q.to) conditions.push(`a.created_at < ${param(`${addDays(q.to, 1)}T00:00:00${LIMA_OFFSET}`)}::timestamptz`);
  if (q.people) {
    // a list the planner sees: for a few people it reads their rows (audit_log_user_time_idx), for many it walks the
    // time index and keeps theirs, whichever is shorter
    conditions.push(`a.user_id = ANY(${param(q.people)}::uuid[])`);
  } else if (q.person) {
    const p = param(likeContains(q.person));
    conditions.push(`a.user_id IN (SELECT u.id FROM users u WHERE ${PEOPLE_MATCH(p)})`);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params, param, conditions };
}

/** `limit` rows older than the row `after` (its id), newest first, with their person and entity. */
export async function auditPage(db: Db, q: AuditQuery, after: string | undefined, limit: number) {
  const { params, param, conditions } = whereOf(q);
  if (after) {
    // the cursor row is looked up in the same entity: another entity's id is no cursor here
    const scope = q.entityId ? ` AND c.entity_id = ${param(q.entityId)}` : '';
    conditions.push(`(a.created_at, a.id) < (SELECT c.created_at, c.id FROM audit_log c WHERE c.id = ${param(after)}::bigint${scope})`);
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return db.query<AuditDbRow>(
    `SELECT a.id::text AS id, a.created_at, a.service, a.fname, a.record_id, a.ip, a.user_agent,
            u.id AS user_id, u.name, u.lastname, u.email, e.id AS entity_id, e.entity_name
     FROM (SELECT * FROM audit_log a ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT ${param(limit)}) a
     LEFT JOIN users u ON u.id = a.user_id
     LEFT JOIN entities e ON e.id = a.entity_id
     ORDER BY a.created_at DESC, a.id DESC`,
    params,
  );
}

/** the rows that match, counted up to AUDIT_COUNT_CAP + 1: a bounded walk of the same index, never the whole table */
export async function auditTotal(db: Db, q: AuditQuery, count: CountFn) {
  const { where, params, param } = whereOf(q);
  const n = await count(db, `SELECT count(*)::int AS n FROM (SELECT 1 FROM audit_log a ${where} LIMIT ${param(AUDIT_COUNT_CAP + 1)}) x`, params);
  return { total: Math.min(n, AUDIT_COUNT_CAP), capped: n > AUDIT_COUNT_CAP };
}
