// Writes the archive: the rows from one REPEATABLE READ snapshot, then the files, streamed into a gzipped tar.
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Db } from '../../db/client.js';
import type { StorageDriver } from '../../storage/driver.js';
import {
  BackupError,
  CHUNK_BYTES,
  chunkName,
  FORMAT,
  FORMAT_VERSION,
  type Header,
  type Manifest,
  T,
} from './format.js';
import { listSequences, listTables, q } from './schema.js';

export interface BackupSummary {
  tables: number;
  rows: number;
  files: number;
  bytes: number;
}

const FETCH_ROWS = 2000;

export async function writeBackup(opts: {
  db: Db;
  store: StorageDriver;
  dataDir: string;
  file: string;
}): Promise<BackupSummary> {
  if (existsSync(opts.file)) throw new BackupError(T.exists(opts.file));
  const temp = `${opts.file}.part`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip({ level: 6 }), createWriteStream(temp, { flags: 'wx' }));
  written.catch(() => {}); // awaited below; a failure here also fails the entry being written
  const mtime = new Date();
  const add = (name: string, data: Buffer) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: data.length, mtime }, data, (e) => (e ? reject(e) : resolve())),
    );
  const addStream = async (name: string, size: number, body: Readable) => {
    const hash = createHash('sha256');
    let sink: ReturnType<typeof pack.entry> | undefined;
    const done = new Promise<void>((resolve, reject) => {
      sink = pack.entry({ name, size, mtime }, (e) => (e ? reject(e) : resolve()));
    });
    const out = sink as NonNullable<typeof sink>;
    for await (const chunk of body) {
      hash.update(chunk as Buffer);
      if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
    }
    out.end(Buffer.alloc(0));
    await done;
    return hash.digest('hex');
  };

  try {
    const manifest: Manifest = { tables: [], sequences: [], files: [], has_secrets: false };
    await opts.db.tx(async (tx) => {
      // one snapshot for every table: rows written while the backup runs are either all in it or all out
      await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      await tx.exec(`SET LOCAL TimeZone = 'UTC'`);
      const [{ schema }] = await tx.query<{ schema: string }>('SELECT max(name) AS schema FROM schema_migrations');
      const header: Header = {
        format: FORMAT,
        version: FORMAT_VERSION,
        created_at: mtime.toISOString(),
        schema,
        source: tx.kind,
      };
      await add('backup.json', Buffer.from(JSON.stringify(header, null, 2)));
      const tables = await listTables(tx);
      for (const [index, table] of tables.entries()) {
        const hash = createHash('sha256');
        let rows = 0;
        let chunks = 0;
        let buffered: Buffer[] = [];
        let size = 0;
        const flush = async () => {
          const data = Buffer.concat(buffered);
          hash.update(data);
          await add(chunkName(index, table.name, chunks++), data);
          buffered = [];
          size = 0;
        };
        // a cursor: the table streams through in pages, it never sits whole in memory
        await tx.exec(
          `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ${q(table.name)} t ORDER BY ${table.primaryKey.map(q).join(', ')}`,
        );
        for (;;) {
          const page = await tx.query<{ j: string }>(`FETCH FORWARD ${FETCH_ROWS} FROM backup_rows`);
          for (const { j } of page) {
            const line = Buffer.from(`${j}\n`);
            buffered.push(line);
            size += line.length;
            rows++;
            if (size >= CHUNK_BYTES) await flush();
          }
          if (page.length < FETCH_ROWS) break;
        }
        await tx.exec('CLOSE backup_rows');
        if (size > 0 || chunks === 0) await flush();
        manifest.tables.push({
          name: table.name,
          columns: table.columns,
          primary_key: table.primaryKey,
          rows,
          sha256: hash.digest('hex'),
          chunks,
        });
      }
      manifest.sequences = await listSequences(tx);
    });

    // files after the snapshot: one uploaded meanwhile is carried without its row (unused); one deleted meanwhile is skipped
    for (const key of await opts.store.list()) {
      const file = await opts.store.get(key);
      if (!file) continue;
      const sha256 = await addStream(`files/${key}`, file.size, file.body);
      manifest.files.push({ key, size: file.size, sha256 });
    }
    const secretsFile = join(opts.dataDir, 'secrets.json');
    if (existsSync(secretsFile)) {
      await add('secrets.json', await readFile(secretsFile));
      manifest.has_secrets = true;
    }
    await add('manifest.json', Buffer.from(JSON.stringify(manifest)));
    pack.finalize();
    await written;
    await rename(temp, opts.file);
    const { size } = await stat(opts.file);
    return {
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
      files: manifest.files.length,
      bytes: size,
    };
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    await rm(temp, { force: true });
    throw error;
  }
}
