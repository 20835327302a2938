// The archive format of npm run backup / restore (docs/decisions/0020-backup-and-restore.md): a gzipped tar of
//   backup.json                          what and when: format version, creation time, schema version
//   tables/NNN-<table>/NNNNNN.jsonl      each table's rows, one JSON object a line, in FK order, in chunks
//   files/<storage key>                  every stored object, byte for byte
//   secrets.json                         DATA_DIR's generated keys, when there are any
//   manifest.json                        last: row counts, columns, sequences and a SHA-256 per table and per file
export const FORMAT = 'edu-admin-backup';
export const FORMAT_VERSION = 1;
/** a table's rows are cut into entries of about this size: tar needs each entry's size up front */
export const CHUNK_BYTES = 4 * 1024 * 1024;

export interface Header {
  format: typeof FORMAT;
  version: number;
  created_at: string;
  /** the last migration applied to the source database */
  schema: string;
  source: 'pglite' | 'postgres';
}

export interface TableEntry {
  name: string;
  /** the columns written back (generated columns are left to the database) */
  columns: string[];
  primary_key: string[];
  rows: number;
  sha256: string;
  chunks: number;
}

export interface Manifest {
  tables: TableEntry[];
  sequences: { name: string; last_value: string; is_called: boolean }[];
  files: { key: string; size: number; sha256: string }[];
  has_secrets: boolean;
}

export const tableDir = (index: number, name: string) => `tables/${String(index).padStart(3, '0')}-${name}`;
export const chunkName = (index: number, name: string, chunk: number) =>
  `${tableDir(index, name)}/${String(chunk).padStart(6, '0')}.jsonl`;

/** A refusal the operator reads: the CLI prints the message (Spanish) and exits with a code ≠ 0. */
export class BackupError extends Error {}

export const T = {
  usageBackup: 'Uso: npm run backup -- <archivo.tar.gz>',
  usageRestore: 'Uso: npm run restore -- <archivo.tar.gz> [--force]',
  exists: (file: string) => `El archivo ${file} ya existe: elija otro nombre para no sobrescribirlo.`,
  damaged: (detail: string) => `El archivo de copia está dañado o incompleto (${detail}). No se ha cambiado nada.`,
  notBackup: 'El archivo no es una copia de seguridad de esta plataforma. No se ha cambiado nada.',
  newerFormat: (v: number) =>
    `La copia usa el formato ${v}, más nuevo que el que entiende esta versión. No se ha cambiado nada.`,
  otherSchema: (archive: string, here: string) =>
    `La copia es del esquema ${archive} y esta versión de la plataforma tiene el esquema ${here}. ` +
    'Restáurela con la versión que la creó y actualice después. No se ha cambiado nada.',
  notEmpty: (what: string) =>
    `El destino ya tiene datos (${what}). La restauración solo se hace sobre un destino vacío; ` +
    'use --force para borrarlo todo y reemplazarlo por la copia. No se ha cambiado nada.',
  fileMismatch: (key: string) =>
    `El archivo ${key} no quedó igual al de la copia tras escribirlo. Restauración deshecha.`,
  backupDone: (file: string, tables: number, rows: number, files: number, mb: string, s: string) =>
    `Copia creada: ${file} (${tables} tablas, ${rows} filas, ${files} archivos, ${mb} MB, ${s} s).`,
  restoreDone: (tables: number, rows: number, files: number, s: string) =>
    `Restauración completa: ${tables} tablas, ${rows} filas, ${files} archivos (${s} s).`,
};
