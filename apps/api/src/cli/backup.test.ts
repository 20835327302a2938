// npm run backup / restore: the demo platform backed up from PGlite and restored into an empty PGlite folder and
// into an empty PostgreSQL database, found identical row by row and file by file.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { type Db, openDb, pgliteDb, pgliteOptions } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { seedIfEmpty } from '../seed/seed.js';
import { withDatabase } from '../test/global-setup.js';
import { restoreBackup } from './backup/apply-restore.js';
import { driverOf } from '../storage/storage.js';
import { BackupError } from './backup/format.js';
import { writeBackup } from './backup/write-backup.js';

const root = mkdtempSync(join(tmpdir(), 'edu-backup-test-'));
const archive = join(root, 'platform.tar.gz');
const srcDir = join(root, 'source');
let template: Blob;
let source: Db;

const configOf = (dataDir: string, databaseUrl?: string) =>
  loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });

/** a migrated, empty PGlite data folder in about a second: a copy of one migrated template */
async function emptyPglite(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(join(dataDir, 'pglite'), {
    loadDataDir: template,
    ...(await pgliteOptions()),
  });
  return pgliteDb(pglite);
}

/** every table's rows as PostgreSQL prints them, in primary key order, and every sequence */
async function contents(db: Db): Promise<Record<string, string[]>> {
  return db.tx(async (tx) => {
    await tx.exec(`SET LOCAL TimeZone = 'UTC'`);
    const tables = await tx.query<{ name: string; pk: string }>(
      `SELECT c.relname AS name, (SELECT string_agg(quote_ident(a.attname), ', ') FROM pg_index i
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY (i.indkey) WHERE i.indrelid = c.oid AND i.indisprimary) AS pk
       FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' ORDER BY c.relname`,
    );
    const out: Record<string, string[]> = {};
    for (const t of tables) {
      const order = t.pk ?? '1';
      out[t.name] = (
        await tx.query<{ j: string }>(`SELECT row_to_json(t)::text AS j FROM "${t.name}" t ORDER BY ${order}`)
      ).map((r) => r.j);
    }
    const sequences = await tx.query<{ name: string }>(
      `SELECT relname AS name FROM pg_class WHERE relkind = 'S' ORDER BY relname`,
    );
    out['(sequences)'] = [];
    for (const s of sequences) {
      const [v] = await tx.query<{ v: string }>(`SELECT last_value::text || ' ' || is_called AS v FROM "${s.name}"`);
      out['(sequences)'].push(`${s.name} ${v.v}`);
    }
    return out;
  });
}

async function filesOf(dataDir: string): Promise<Record<string, string>> {
  const base = join(dataDir, 'files');
  const out: Record<string, string> = {};
  for (const e of await readdir(base, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const path = join(e.parentPath, e.name);
    out[relative(base, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return out;
}

let expected: Record<string, string[]>;
let expectedFiles: Record<string, string>;

beforeAll(async () => {
  const { PGlite } = await import('@electric-sql/pglite');
  const mem: PGlite = await PGlite.create(await pgliteOptions());
  await migrate(pgliteDb(mem));
  template = await mem.dumpDataDir('none');
  await mem.close();

  const config = configOf(srcDir);
  const app = await buildApp({ config, db: await emptyPglite(srcDir), logger: false });
  await seedIfEmpty(app.services, false);
  await app.close();

  source = await openDb({ dataDir: srcDir });
  await writeBackup({ db: source, store: driverOf(config), dataDir: srcDir, file: archive });
  expected = await contents(source);
  expectedFiles = await filesOf(srcDir);
}, 120_000);
afterAll(async () => {
  await source?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('backup and restore of the demo platform', () => {
  it('carries every row and every file into an empty PGlite data folder, and refuses to restore over it', async () => {
    expect(expected.users.length).toBeGreaterThan(10);
    expect(Object.keys(expectedFiles).length).toBeGreaterThan(5);
    const dir = join(root, 'pglite-target');
    const db = await emptyPglite(dir);
    try {
      const summary = await restoreBackup({ db, store: driverOf(configOf(dir)), dataDir: dir, file: archive });
      expect(summary.files).toBe(Object.keys(expectedFiles).length);
      expect(await contents(db)).toEqual(expected);
      expect(await filesOf(dir)).toEqual(expectedFiles);
      expect(readFileSync(join(dir, 'secrets.json'), 'utf8')).toBe(readFileSync(join(srcDir, 'secrets.json'), 'utf8'));
    } finally {
      await db.close();
    }

    const { DATABASE_URL: _, ...withoutDatabaseUrl } = process.env;
    // the operator's command on the now full folder: a Spanish refusal, exit code 1, nothing changed
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/restore.ts', archive], {
      cwd: join(import.meta.dirname, '../../../..'),
      env: { ...withoutDatabaseUrl, DATA_DIR: dir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toContain('El destino ya tiene datos');
    const again = await openDb({ dataDir: dir });
    try {
      expect(await contents(again)).toEqual(expected);
    } finally {
      await again.close();
    }
  }, 60_000);

  it('carries the platform from PGlite into an empty PostgreSQL database', async (ctx) => {
    const base = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: base });
    try {
      await admin.connect();
    } catch {
      ctx.skip(`no PostgreSQL at ${base}`);
    }
    const name = `edu_backup_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = withDatabase(base, name);
    const dir = join(root, 'postgres-target');
    const db = await openDb({ databaseUrl: url, dataDir: dir });
    try {
      await restoreBackup({ db, store: driverOf(configOf(dir, url)), dataDir: dir, file: archive });
      expect(await contents(db)).toEqual(expected);
      expect(await filesOf(dir)).toEqual(expectedFiles);
      // the restored sequences go on from where the source stood: a new row gets the next number, not a taken one
      const [{ max }] = await db.query<{ max: string }>('SELECT max(seq)::text AS max FROM orders');
      const [{ next }] = await db.query<{ next: string }>(
        `SELECT nextval(pg_get_serial_sequence('orders', 'seq'))::text AS next`,
      );
      expect(BigInt(next)).toBeGreaterThan(BigInt(max));
    } finally {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);

  it('refuses a cut or altered archive with a clear message and changes nothing', async () => {
    const bytes = readFileSync(archive);
    const cut = join(root, 'cut.tar.gz');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    // valid gzip, one row changed: only the checksums can tell
    const tarBytes = gunzipSync(bytes);
    const at = tarBytes.indexOf('Colegio Andino');
    tarBytes.write('Colegio Andinx', at);
    const altered = join(root, 'altered.tar.gz');
    writeFileSync(altered, gzipSync(tarBytes));

    const dir = join(root, 'damaged-target');
    const db = await emptyPglite(dir);
    try {
      const before = await contents(db);
      for (const [file, message] of [
        [cut, 'El archivo de copia está dañado o incompleto (termina antes de tiempo). No se ha cambiado nada.'],
        [altered, 'no coincide con su suma de comprobación'],
      ]) {
        const attempt = restoreBackup({ db, store: driverOf(configOf(dir)), dataDir: dir, file });
        await expect(attempt).rejects.toThrow(BackupError);
        await expect(attempt).rejects.toThrow(message);
      }
      expect(await contents(db)).toEqual(before);
      await expect(readdir(join(dir, 'files'))).rejects.toThrow();
    } finally {
      await db.close();
    }
  }, 30_000);
});
