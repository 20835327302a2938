// A fresh database for one test file: a copy of the migrated template (PGlite dump, or PostgreSQL TEMPLATE).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { inject } from 'vitest';
import { type Db, openDb, pgliteDb, pgliteOptions } from '../db/client.js';
import { withDatabase } from './global-setup.js';

export async function freshDb(): Promise<Db> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const { default: pg } = await import('pg');
    const name = `${inject('pgTemplate')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    await admin.end();
    const db = await openDb({ databaseUrl: withDatabase(url, name), dataDir: tmpdir() });
    const close = db.close;
    return Object.assign(db, {
      async close() {
        await close.call(db);
        const again = new pg.Client({ connectionString: url });
        await again.connect();
        await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await again.end();
      },
    });
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const pglite = await PGlite.create({ loadDataDir: dump, ...(await pgliteOptions()) });
  return pgliteDb(pglite);
}
