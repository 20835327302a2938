// Reads the archive back, entry by entry, and checks it whole before a restore changes anything.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { BackupError, FORMAT, FORMAT_VERSION, type Header, type Manifest, T } from './format.js';

export interface ArchiveEntry {
  name: string;
  size: number;
  body: Readable;
}

/** Every entry in order; a damaged or cut archive fails the iteration with the operator's message. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const piped = pipeline(createReadStream(file), createGunzip(), extract);
  let failure: unknown;
  piped.catch((error) => {
    failure = error;
  });
  try {
    for await (const entry of extract) {
      yield { name: entry.header.name, size: entry.header.size ?? 0, body: entry as unknown as Readable };
      entry.resume();
    }
    await piped;
  } catch (error) {
    throw damaged(failure ?? error);
  }
}

function damaged(error: unknown): BackupError {
  if (error instanceof BackupError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code;
  if (code === 'Z_BUF_ERROR' || /unexpected end/i.test(message))
    return new BackupError(T.damaged('termina antes de tiempo'));
  if (/incorrect header check/i.test(message)) return new BackupError(T.notBackup);
  if (code === 'Z_DATA_ERROR') return new BackupError(T.damaged('los datos comprimidos no son válidos'));
  return new BackupError(T.damaged(message));
}

const readAll = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

/** One full pass: the header first, the manifest last, and every table and file matching its checksum. */
export async function verifyArchive(file: string): Promise<{ header: Header; manifest: Manifest }> {
  try {
    return await verifyEntries(file);
  } catch (error) {
    // a cut archive fails inside an entry's body, where the reader's own wrapping cannot see it
    throw damaged(error);
  }
}

async function verifyEntries(file: string): Promise<{ header: Header; manifest: Manifest }> {
  let header: Header | undefined;
  let manifest: Manifest | undefined;
  const tables = new Map<string, { hash: ReturnType<typeof createHash>; rows: number }>();
  const files = new Map<string, { size: number; sha256: string }>();
  let first = true;
  for await (const entry of readArchive(file)) {
    if (manifest) throw new BackupError(T.damaged('hay datos después del índice'));
    if (first) {
      if (entry.name !== 'backup.json') throw new BackupError(T.notBackup);
      header = parseJson(await readAll(entry.body)) as Header;
      if (header?.format !== FORMAT) throw new BackupError(T.notBackup);
      if (header.version > FORMAT_VERSION) throw new BackupError(T.newerFormat(header.version));
      first = false;
    } else if (entry.name.startsWith('tables/')) {
      const dir = entry.name.split('/')[1];
      const t = tables.get(dir) ?? { hash: createHash('sha256'), rows: 0 };
      tables.set(dir, t);
      for await (const c of entry.body) {
        t.hash.update(c as Buffer);
        for (const byte of c as Buffer) if (byte === 10) t.rows++;
      }
    } else if (entry.name.startsWith('files/')) {
      const hash = createHash('sha256');
      let size = 0;
      for await (const c of entry.body) {
        hash.update(c as Buffer);
        size += (c as Buffer).length;
      }
      files.set(entry.name.slice('files/'.length), { size, sha256: hash.digest('hex') });
    } else if (entry.name === 'manifest.json') {
      manifest = parseJson(await readAll(entry.body)) as Manifest;
    } else if (entry.name !== 'secrets.json') {
      throw new BackupError(T.damaged(`entrada desconocida ${entry.name}`));
    }
  }
  if (!header) throw new BackupError(T.notBackup);
  if (!manifest) throw new BackupError(T.damaged('falta el índice del final'));
  for (const [index, t] of manifest.tables.entries()) {
    const dir = `${String(index).padStart(3, '0')}-${t.name}`;
    const got = tables.get(dir);
    if (!got || got.rows !== t.rows || got.hash.digest('hex') !== t.sha256) {
      throw new BackupError(T.damaged(`la tabla ${t.name} no coincide con su suma de comprobación`));
    }
    tables.delete(dir);
  }
  if (tables.size) throw new BackupError(T.damaged('hay tablas que el índice no nombra'));
  for (const f of manifest.files) {
    const got = files.get(f.key);
    if (!got || got.size !== f.size || got.sha256 !== f.sha256) {
      throw new BackupError(T.damaged(`el archivo ${f.key} no coincide con su suma de comprobación`));
    }
    files.delete(f.key);
  }
  if (files.size) throw new BackupError(T.damaged('hay archivos que el índice no nombra'));
  return { header, manifest };
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupError(T.damaged('un índice no es JSON válido'));
  }
}

export { readAll };
