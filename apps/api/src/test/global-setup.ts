// Migrates one template database per run: a PGlite dump (default), or a PostgreSQL template database when
// TEST_DATABASE_URL points at a server. Each test file then starts from a copy of it in well under a second.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '../db/client.js';
import { migrate } from '../db/migrate.js';

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const template = `edu_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${template}`);
    const templateUrl = withDatabase(url, template);
    const db = await openDb({ databaseUrl: templateUrl, dataDir: tmpdir() });
    await migrate(db);
    await db.close();
    project.provide('pgTemplate', template);
    return async () => {
      const left = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
        `${template}%`,
      ]);
      for (const { datname } of left.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgliteDb, pgliteOptions } = await import('../db/client.js');
  const pglite = await PGlite.create(await pgliteOptions());
  await migrate(pgliteDb(pglite));
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const dir = mkdtempSync(join(tmpdir(), 'edu-template-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteTemplate: string;
  }
}
