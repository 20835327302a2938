// The fuzz test's world: the test app listening on a real port, its cast signed in, a fingerprint of everything stored
// (every row of every table and every stored file), and a rebuild of the fixtures once a generated body succeeded.
import { readdirSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createSession } from '../auth/sessions.js';
import { hashToken } from '../auth/tokens.js';
import { createFixtures, type Fixtures } from './fixtures.js';
import type { TestApp } from './harness.js';

/** who calls: no token, a token nobody issued, the cast of entity A, and a staff member of entity B */
export const CALLERS = [
  'none',
  'forged',
  'superadmin',
  'adminA',
  'adminB2bA',
  'coordA',
  'counterA',
  'docenteA',
  'studentA',
  'adminB',
] as const;
export type CallerKey = (typeof CALLERS)[number];

export interface Reply {
  status: number;
  text: string;
}

export interface World {
  fx: Fixtures;
  tokens: Record<CallerKey, string | null>;
  send(path: string, headers: Record<string, string>, body: Buffer): Promise<Reply>;
  /** every row of every table but the rate-limit counters, and the stored files, in one string */
  fingerprint(): Promise<string>;
  /** whether the fixtures the samples name are all there and the cast is still signed in */
  intact(): Promise<boolean>;
  /** back to fresh fixtures and fresh sign-ins */
  rebuild(): Promise<void>;
  rebuilds: number;
  close(): Promise<void>;
}

function listFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    const stat = statSync(path);
    return stat.isDirectory() ? listFiles(path) : [`${path}:${stat.size}`];
  });
}

function uuidsOf(value: unknown): string[] {
  if (typeof value === 'string') return /^[0-9a-f-]{36}$/.test(value) ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(uuidsOf);
  return [];
}

export async function openWorld(t: TestApp): Promise<World> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const { db } = t;

  const send: World['send'] = (path, headers, body) =>
    new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          agent,
          headers: { ...headers, 'content-length': body.length },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  // one round trip: a hash of every row of every table (the fixtures are small, so this stays a few milliseconds)
  const fingerprintSql = `SELECT string_agg(n || ':' || h, ',' ORDER BY n) AS f FROM (${tables
    .filter((r) => r.table_name !== 'rate_limits')
    .map(
      ({ table_name }) =>
        `SELECT '${table_name}' AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${table_name}" t`,
    )
    .join(' UNION ALL ')}) x`;
  const withId = tables
    .map((r) => r.table_name)
    .filter((n) => !['schema_migrations', 'roles', 'rate_limits'].includes(n));
  const idColumns = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'id' AND data_type = 'uuid'`,
  );
  const idTables = withId.filter((n) => idColumns.some((c) => c.table_name === n));
  const idsSql = `SELECT count(DISTINCT id)::int AS n FROM (${idTables.map((n) => `SELECT id FROM "${n}"`).join(' UNION ALL ')}) x WHERE id = ANY($1::uuid[])`;
  // what the fixtures and the fuzz write; the migrations' own rows (roles, built-in certificate templates, the
  // dashboards' time zone) stay; the running totals are emptied with the rows they count
  const toEmpty = tables
    .map((r) => r.table_name)
    .filter((n) => !['schema_migrations', 'roles', 'metrics_zone'].includes(n));

  const world: World = {
    fx: t.fx,
    tokens: {} as World['tokens'],
    send,
    async fingerprint() {
      const [{ f }] = await db.query<{ f: string }>(fingerprintSql);
      return `${f}\n${listFiles(join(t.dataDir, 'files')).sort().join('\n')}`;
    },
    async intact() {
      const n = await rowsNamed();
      const tokens = Object.values(world.tokens).filter((v): v is string => !!v && v !== FORGED);
      const [{ live }] = await db.query<{ live: number }>(
        `SELECT count(*)::int AS live FROM sessions WHERE revoked_at IS NULL AND expires_at > now()
           AND token_hash = ANY($1::text[])`,
        [tokens.map((tok) => hashToken(tok))],
      );
      return n === fixtureRows && live === tokens.length;
    },
    rebuilds: 0,
    async rebuild() {
      world.rebuilds += 1;
      // DELETE with foreign-key triggers off for this transaction: on small tables far cheaper than TRUNCATE (which
      // makes new files for every table, about a second on PostgreSQL)
      await db.tx(async (tx) => {
        await tx.query('SET LOCAL session_replication_role = replica');
        for (const n of toEmpty) {
          await tx.query(
            n === 'certificate_templates' ? `DELETE FROM "${n}" WHERE entity_id IS NOT NULL` : `DELETE FROM "${n}"`,
          );
        }
      });
      world.fx = await createFixtures(db, t.app.services.secrets.encryptionKey);
      fixtureRows = await rowsNamed();
      await signInAll();
    },
    async close() {
      agent.destroy();
    },
  };

  /**
   * how many of the fixtures' ids are rows, counted on fresh fixtures: some ids are no row of their own (an
   * alternative lives in its question's jsonb), so comparing with every id made intact() false from the start and
   * every success rebuilt the fixtures
   */
  const rowsNamed = async () => {
    const [{ n }] = await db.query<{ n: number }>(idsSql, [[...new Set(uuidsOf(world.fx))]]);
    return n;
  };
  let fixtureRows = await rowsNamed();

  // sessions made directly (as sign-in does after checking the password): the samples of auth.signin exercise the
  // password check, and 9 Argon2 verifications per rebuild would cost more than the rest of it
  async function signInAll() {
    for (const who of CALLERS) {
      if (who === 'none') world.tokens[who] = null;
      else if (who === 'forged') world.tokens[who] = FORGED;
      else world.tokens[who] = (await createSession(db, world.fx.users[who].id, 8)).token;
    }
  }
  await signInAll();
  return world;
}

const FORGED = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJyb290In0.';
