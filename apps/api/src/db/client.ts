// One small interface over PGlite (embedded, default) and node-postgres (DATABASE_URL): both speak the same SQL.
// See docs/decisions/0002-sql-without-orm.md for why this is not Drizzle.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * A statement the server runs on most calls (the admission of every signed-in call, the students' pages), named so
 * that PostgreSQL parses and plans it once per connection and then reuses a generic plan: planning cost more than the
 * run itself (0.4-3 ms against 0.1-0.7 ms, docs/performance.md). Only for statements whose best plan does not depend
 * on the values (a session by its token, a person's own rows); a list over a big and a small entity keeps planning per
 * call. PGlite runs it as plain text.
 */
export interface Statement {
  name: string;
  text: string;
}

export function prepared(text: string): Statement {
  return { name: `p_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text };
}

export interface Db {
  query<T = Row>(text: string | Statement, params?: unknown[]): Promise<T[]>;
  /** several statements, no parameters (migrations) */
  exec(text: string): Promise<void>;
  /** runs fn in one transaction; nested calls join the outer one */
  tx<R>(fn: (db: Db) => Promise<R>): Promise<R>;
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}
export type Row = Record<string, unknown>;

export function pgliteDb(pglite: PGlite): Db {
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>, inTx: boolean): Db => ({
    kind: 'pglite',
    async query<T>(text: string | Statement, params?: unknown[]) {
      return (await q.query<T>(typeof text === 'string' ? text : text.text, params)).rows;
    },
    async exec(text) {
      await q.exec(text);
    },
    tx: (fn) => (inTx ? fn(wrap(q, true)) : pglite.transaction((t) => fn(wrap(t, true)))),
    close: () => pglite.close(),
  });
  return wrap(pglite, false);
}

export function postgresDb(pool: pg.Pool): Db {
  const wrap = (client: pg.Pool | pg.PoolClient, inTx: boolean): Db => ({
    kind: 'postgres',
    async query<T>(text: string | Statement, params?: unknown[]) {
      const result =
        typeof text === 'string'
          ? await client.query(text, params)
          : await client.query({ name: text.name, text: text.text, values: params });
      return result.rows as T[];
    },
    async exec(text) {
      await client.query(text);
    },
    async tx(fn) {
      if (inTx) return fn(wrap(client, true));
      const c = await pool.connect();
      let isBroken = false;
      try {
        await c.query('BEGIN');
        const result = await fn(wrap(c, true));
        await c.query('COMMIT');
        return result;
      } catch (error) {
        // a connection that cannot even roll back (the server went away) is closed, not given back to the pool
        await c.query('ROLLBACK').catch(() => {
          isBroken = true;
        });
        throw error;
      } finally {
        c.release(isBroken);
      }
    },
    close: () => pool.end(),
  });
  return wrap(pool, false);
}

export async function openDb(options: {
  databaseUrl?: string;
  dataDir: string;
  onIdleError?: (error: Error) => void;
}): Promise<Db> {
  if (options.databaseUrl) {
    const { default: pgModule } = await import('pg');
    // numeric and dates stay strings: money is exact and calendar dates carry no time zone
    pgModule.types.setTypeParser(1082, (v) => v);
    // a connection that cannot be had in 5 s fails the call with 503 (http/errors.ts) instead of holding it; keepAlive
    // notices a server that vanished without closing the socket
    const pool = new pgModule.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    // an idle connection dropped by the server (restart, failover) must not crash the process: the pool replaces it
    pool.on('error', (error) => options.onIdleError?.(error));
    return postgresDb(pool);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(dir, await pgliteOptions());
  return pgliteDb(pglite);
}

/** Options of every PGlite this code opens (server, tests, backup): dates as text, and the extensions the migrations
 * create (pg_trgm: migration 009), which PGlite must load before a data folder that has them can be opened. */
export async function pgliteOptions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { parsers: { 1082: (v: string) => v }, extensions: { pg_trgm } };
}
