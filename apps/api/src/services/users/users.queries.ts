import { ADMINS } from '@edu/shared';
import type { Db } from '../../db/client.js';
import { type CountFn, countNow } from '../../db/count-cache.js';
import { scanFor, userNameOrder } from '../../db/page-scan.js';
import { likeContains, walkedLike, walksPage } from '../../db/search.js';

export async function rolesOfMember(db: Db, entityId: string, userId: string) {
  return db.query<{ _id: string; rol: string }>(
    `SELECT r.id AS _id, r.name AS rol FROM memberships m JOIN roles r ON r.id = m.role_id
     WHERE m.entity_id = $1 AND m.user_id = $2 ORDER BY r.sort`,
    [entityId, userId],
  );
}

export async function entityRoles(db: Db, onlyAdmin: boolean) {
  return db.query<{ _id: string; rol: string }>(
    `SELECT id AS _id, name AS rol FROM roles WHERE scope = 'entity' AND (NOT $1 OR id = ANY($2)) ORDER BY sort`,
    [onlyAdmin, [...ADMINS]],
  );
}

export interface UserRow {
  id: string;
  email: string;
  rol: string;
  name: string;
  lastname: string;
  dni: string | null;
  phone: string | null;
  birthdate: string | null;
  address: string | null;
  username: string | null;
  photo: string | null;
  genre: string | null;
  place_of_birth: string | null;
  cv_url: string | null;
  linkedin_url: string | null;
  description: string | null;
  document_type: string | null;
  applied_for: string | null;
  register: string;
  created_at: Date;
}

const USER_COLUMNS = `id, email, rol, name, lastname, dni, phone, birthdate, address, username, photo, genre, place_of_birth,
  cv_url, linkedin_url, description, document_type, applied_for, register, created_at`;

export async function userById(db: Db, id: string) {
  const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0];
}

export async function preRegisteredUsers(db: Db) {
  return db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE pre_registered ORDER BY created_at DESC, email`);
}

export async function adminCandidates(db: Db) {
  return db.query<{ _id: string; name: string; lastname: string; email: string }>(
    `SELECT id AS _id, name, lastname, email FROM users WHERE rol = 'admin_entity' ORDER BY name, lastname, email`,
  );
}

export async function emailTaken(db: Db, email: string) {
  return (await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email])).length > 0;
}

export interface NewUser {
  email: string;
  password_hash: string | null;
  rol: string;
  name: string;
  lastname: string;
  dni?: string | null;
  phone?: string | null;
  birthdate?: string | null;
  address?: string | null;
  username?: string | null;
  photo?: string | null;
  genre?: string | null;
  place_of_birth?: string | null;
  cv_url?: string | null;
  linkedin_url?: string | null;
  description?: string | null;
  document_type?: string | null;
  applied_for?: string | null;
  register: string;
  pre_registered: boolean;
  /** the entity whose staff made the account: they may correct it until its owner uses it (identity/identity-rule.ts) */
  created_by_entity?: string | null;
}

export async function insertUser(db: Db, u: NewUser) {
  const columns = Object.keys(u) as (keyof NewUser)[];
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO users (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    // optional fields left blank are stored as absent; name and lastname are never null
    columns.map((c) => (u[c] === '' && c !== 'name' && c !== 'lastname' ? null : (u[c] ?? null))),
  );
  return row.id;
}

export async function addMemberships(db: Db, entityId: string, userId: string, roles: readonly string[]) {
  for (const role of roles) {
    await db.query('INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      entityId,
      userId,
      role,
    ]);
  }
}

// ── Staff users (decision 0015): the staff list, edits of a member, removal from an entity, the profile's password change

/** SQL of each searchable field (USER_SEARCH_FIELDS): chosen from this table, never from the input; each one has its
 * trigram index (migration 009). */
const SEARCH_EXPRESSIONS = {
  name: `lower(u.name || ' ' || u.lastname)`,
  lastname: 'lower(u.lastname)',
  email: 'lower(u.email)',
  dni: `coalesce(u.dni, '')`,
} as const;

export interface MemberFilter {
  entityId: string;
  /** members holding any of these roles */
  roles: readonly string[];
  field: keyof typeof SEARCH_EXPRESSIONS;
  search: string;
  ascending: boolean;
  /** the most rows a search's page may walk (db/search.ts WALK_ROWS; the tests force either way) */
  walkRows?: number;
}

export type MemberRow = UserRow & { role_ids: string[] };

/**
 * One page of the entity's members with their roles in it, by name (then last name, then id ascending). The members
 * are found from memberships by role (memberships_entity_role_idx) before any user is read; without a search the
 * page comes from users_name_order_idx / users_name_order_desc_idx, scanned from its nearer end (db/page-scan.ts), so
 * the last page of 100,000 students costs what the first does. With a search the matches are few: one statement
 * sorts them and counts them (a window), and a second count is needed only for a page past the end.
 */
export async function listMembers(db: Db, f: MemberFilter, limit: number, offset: number, count: CountFn = countNow) {
  const holders = `u.id IN (SELECT user_id FROM memberships WHERE entity_id = $1 AND role_id = ANY($2::text[]))`;
  const roleIds = `(SELECT array_agg(m.role_id ORDER BY r.sort) FROM memberships m JOIN roles r ON r.id = m.role_id
                    WHERE m.entity_id = $1 AND m.user_id = u.id) AS role_ids`;
  const columns = USER_COLUMNS.split(',')
    .map((c) => `u.${c.trim()}`)
    .join(', ');
  const roles = [...f.roles];
  // one row per membership: a single role counts its rows straight from the index
  const countAll = () =>
    count(
      db,
      roles.length === 1
        ? 'SELECT count(*)::int AS n FROM memberships WHERE entity_id = $1 AND role_id = $2'
        : 'SELECT count(DISTINCT user_id)::int AS n FROM memberships WHERE entity_id = $1 AND role_id = ANY($2::text[])',
      [f.entityId, roles.length === 1 ? roles[0] : roles],
    );
  // the page's ids from the name indexes (users_name_order_idx / _desc_idx), from their nearer end; `matching` tests
  // each row read (a search's walk, db/search.ts)
  const walkedPage = async (n: number, matching: string, params: unknown[]) => {
    const scan = scanFor(n, offset, limit);
    if (!scan) return [];
    const inner = userNameOrder(f.ascending, scan.reverse);
    const at = params.length;
    return db.query<MemberRow>(
      `SELECT ${columns}, ${roleIds}
       FROM (SELECT u.id FROM users u WHERE ${holders}${matching} ORDER BY ${inner} LIMIT $${at + 1} OFFSET $${at + 2}) page
       JOIN users u ON u.id = page.id
       ORDER BY ${userNameOrder(f.ascending)}`,
      [...params, scan.limit, scan.offset],
    );
  };
  if (f.search) {
    const where = `${holders} AND ${SEARCH_EXPRESSIONS[f.field]} LIKE lower($3)`;
    const params = [f.entityId, roles, likeContains(f.search)];
    // the total first (kept by the count cache like the unsearched one): a frequent term's page is then walked from
    // the name index, a rare one's read from its few matches (db/search.ts)
    const n = await count(db, `SELECT count(*)::int AS n FROM users u WHERE ${where}`, params);
    const scan = scanFor(n, offset, limit);
    if (!scan) return { rows: [], total: n };
    if (await walksPage(n, countAll, scan.offset, scan.limit, f.walkRows)) {
      const matching = ` AND ${walkedLike(SEARCH_EXPRESSIONS[f.field], 'lower($3)')}`;
      return { rows: await walkedPage(n, matching, params), total: n };
    }
    // the membership of each match is probed by its key: as a plain IN the planner hashes every membership of the
    // entity (a scan of 100,000 rows for a few thousand matches); LIMIT 1 keeps it a per-row lookup
    const held = `CROSS JOIN LATERAL (SELECT 1 FROM memberships h WHERE h.entity_id = $1 AND h.user_id = u.id
                                        AND h.role_id = ANY($2::text[]) LIMIT 1) held`;
    // fenced: the matches are found from the trigram index, not by walking the name index and testing every row
    const rows = await db.query<MemberRow>(
      // the roles are read for the page's rows only (a subquery above OFFSET would run for every skipped row too)
      `WITH found AS MATERIALIZED (SELECT ${columns} FROM users u ${held} WHERE ${SEARCH_EXPRESSIONS[f.field]} LIKE lower($3)),
       page AS (SELECT u.* FROM found u ORDER BY ${userNameOrder(f.ascending)} LIMIT $4 OFFSET $5)
       SELECT ${columns}, ${roleIds} FROM page u ORDER BY ${userNameOrder(f.ascending)}`,
      [...params, limit, offset],
    );
    return { rows, total: n };
  }
  const n = await countAll();
  return { rows: await walkedPage(n, '', [f.entityId, roles]), total: n };
}

export type UserColumns = Partial<
  Pick<
    NewUser,
    | 'email'
    | 'name'
    | 'lastname'
    | 'phone'
    | 'address'
    | 'document_type'
    | 'dni'
    | 'birthdate'
    | 'description'
    | 'photo'
    | 'rol'
  >
>;

/** Updates the given columns only (undefined leaves a column as it is; '' empties an optional one). */
export async function updateUserColumns(db: Db, id: string, v: UserColumns) {
  const columns = Object.entries(v).filter(([, value]) => value !== undefined);
  if (!columns.length) return;
  const sets = columns.map(([k], i) => `${k} = $${i + 2}`);
  await db.query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
    id,
    ...columns.map(([k, value]) => (value === '' && k !== 'name' && k !== 'lastname' ? null : value)),
  ]);
}

/** Whether the user belongs to an entity other than this one (then their account is not this entity's alone). */
export async function memberElsewhere(db: Db, userId: string, entityId: string) {
  return (
    (await db.query('SELECT 1 FROM memberships WHERE user_id = $1 AND entity_id <> $2 LIMIT 1', [userId, entityId]))
      .length > 0
  );
}

/** Sets the member's roles in the entity to exactly `roles`, leaving a student enrolment ('estudiante') alone. */
export async function replaceStaffRoles(db: Db, entityId: string, userId: string, roles: readonly string[]) {
  await db.query(
    `DELETE FROM memberships WHERE entity_id = $1 AND user_id = $2 AND role_id <> 'estudiante' AND NOT (role_id = ANY($3::text[]))`,
    [entityId, userId, [...roles]],
  );
  await addMemberships(db, entityId, userId, roles);
}

export async function removeMember(db: Db, entityId: string, userId: string) {
  await db.query('DELETE FROM memberships WHERE entity_id = $1 AND user_id = $2', [entityId, userId]);
}

export async function mainAdminOf(db: Db, entityId: string) {
  const rows = await db.query<{ admin_id: string | null }>('SELECT admin_id FROM entities WHERE id = $1', [entityId]);
  return rows[0]?.admin_id ?? null;
}

/** Signs the user out everywhere but the session that asked. */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string) {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL', [
    userId,
    keepSessionId,
  ]);
}
