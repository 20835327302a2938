// Restores a checked archive into an empty target: rows in one transaction, files written and read back.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import type { StorageDriver } from '../../storage/driver.js';
import { BackupError, type Manifest, T } from './format.js';
import { readAll, readArchive, verifyArchive } from './read-archive.js';
import { codeSchema, q, referenceTables } from './schema.js';

const INSERT_ROWS = 1000;

export interface RestoreSummary {
  tables: number;
  rows: number;
  files: number;
}

export async function restoreBackup(opts: {
  db: Db;
  store: StorageDriver;
  dataDir: string;
  file: string;
  force?: boolean;
}): Promise<RestoreSummary> {
  // the whole archive is read and checked before anything in the target changes
  const { header, manifest } = await verifyArchive(opts.file);
  if (header.schema !== codeSchema()) throw new BackupError(T.otherSchema(header.schema, codeSchema()));
  if (!opts.force) {
    const what = await dataIn(opts.db, opts.store);
    if (what) throw new BackupError(T.notEmpty(what));
  }
  await migrate(opts.db);
  const before = new Set(opts.force ? await opts.store.list() : []);
  const written: string[] = [];
  try {
    await opts.db.tx((tx) => load(tx, opts, manifest, written));
  } catch (error) {
    // never half-restored: the transaction rolled back, and the files it wrote go too
    for (const key of written) if (!before.has(key)) await opts.store.delete(key).catch(() => {});
    throw error;
  }
  const kept = new Set(manifest.files.map((f) => f.key));
  for (const key of before) if (!kept.has(key)) await opts.store.delete(key);
  if (manifest.has_secrets) {
    for await (const entry of readArchive(opts.file)) {
      if (entry.name === 'secrets.json')
        await writeFile(join(opts.dataDir, 'secrets.json'), await readAll(entry.body), { mode: 0o600 });
    }
  }
  return {
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
    files: manifest.files.length,
  };
}

/** what makes the target not empty, in words; null when it is empty (migrations' own rows do not count) */
async function dataIn(db: Db, store: StorageDriver): Promise<string | null> {
  const reference = referenceTables();
  const tables = await db.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY relname`,
  );
  for (const { name } of tables) {
    if (reference.has(name)) continue;
    const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${q(name)}`);
    if (n > 0) return `la tabla ${name} tiene ${n} filas`;
  }
  const files = await store.list();
  return files.length ? `hay ${files.length} archivos guardados` : null;
}

async function load(tx: Db, opts: { store: StorageDriver; file: string }, manifest: Manifest, written: string[]) {
  // every foreign key checked once at the end, so self references and cycles load in any order
  const fks = await tx.query<{ tbl: string; name: string; deferrable: boolean; deferred: boolean }>(
    `SELECT conrelid::regclass::text AS tbl, conname AS name, condeferrable AS deferrable, condeferred AS deferred
     FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
  );
  for (const fk of fks)
    await tx.exec(`ALTER TABLE ${fk.tbl} ALTER CONSTRAINT ${q(fk.name)} DEFERRABLE INITIALLY DEFERRED`);
  // the rows are copied as they were: triggers (the built-in category of a new entity) must not add their own
  const triggered = await tx.query<{ tbl: string }>(
    `SELECT DISTINCT tgrelid::regclass::text AS tbl FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE NOT t.tgisinternal AND c.relnamespace = 'public'::regnamespace`,
  );
  for (const t of triggered) await tx.exec(`ALTER TABLE ${t.tbl} DISABLE TRIGGER USER`);
  await tx.exec(`TRUNCATE ${manifest.tables.map((t) => q(t.name)).join(', ')}`);

  const byDir = new Map(manifest.tables.map((t, i) => [`${String(i).padStart(3, '0')}-${t.name}`, t]));
  const sizes = new Map(manifest.files.map((f) => [f.key, f]));
  for await (const entry of readArchive(opts.file)) {
    if (entry.name.startsWith('tables/')) {
      const table = byDir.get(entry.name.split('/')[1]);
      if (!table) continue;
      const lines = (await readAll(entry.body)).toString('utf8').split('\n').filter(Boolean);
      const cols = table.columns.map(q).join(', ');
      for (let i = 0; i < lines.length; i += INSERT_ROWS) {
        // PostgreSQL reads the JSON itself: numeric, timestamps, jsonb, arrays and bytea keep their exact values
        await tx.query(
          `INSERT INTO ${q(table.name)} (${cols}) OVERRIDING SYSTEM VALUE SELECT ${cols} FROM json_populate_recordset(NULL::${q(table.name)}, $1::json)`,
          [`[${lines.slice(i, i + INSERT_ROWS).join(',')}]`],
        );
      }
    } else if (entry.name.startsWith('files/')) {
      const key = entry.name.slice('files/'.length);
      const expected = sizes.get(key);
      if (!expected) continue;
      written.push(key);
      await opts.store.put(key, Readable.from(entry.body), 'application/octet-stream');
      const back = await opts.store.get(key);
      const hash = createHash('sha256');
      if (back) for await (const c of back.body) hash.update(c as Buffer);
      if (!back || hash.digest('hex') !== expected.sha256) throw new BackupError(T.fileMismatch(key));
    }
  }

  await tx.exec('SET CONSTRAINTS ALL IMMEDIATE');
  for (const t of triggered) await tx.exec(`ALTER TABLE ${t.tbl} ENABLE TRIGGER USER`);
  for (const fk of fks) {
    const mode = fk.deferrable ? `DEFERRABLE INITIALLY ${fk.deferred ? 'DEFERRED' : 'IMMEDIATE'}` : 'NOT DEFERRABLE';
    await tx.exec(`ALTER TABLE ${fk.tbl} ALTER CONSTRAINT ${q(fk.name)} ${mode}`);
  }
  for (const s of manifest.sequences) {
    await tx.query(`SELECT setval($1::regclass, $2::bigint, $3)`, [q(s.name), s.last_value, s.is_called]);
  }
}
