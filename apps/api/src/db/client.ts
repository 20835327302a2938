// One small interface over PGlite (embedded, default) and node-postgres (DATABASE_URL): both speak the same SQL.
// See docs/decisions/0002-sql-without-orm.md for why this is not Drizzle.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export interface Db {
  query<T = Row>(text: string, params?: unknown[]): Promise<T[]>;
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
    async query<T>(text: string, params?: unknown[]) {
      return (await q.query<T>(text, params)).rows;
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
    async query<T>(text: string, params?: unknown[]) {
      return (await client.query(text, params)).rows as T[];
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
