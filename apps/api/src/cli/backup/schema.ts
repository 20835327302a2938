// What the database holds, read from its catalog so that a new migration's tables are carried with no change here.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../db/client.js';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
const migrationFiles = () =>
  readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{3}-.*\.sql$/.test(f))
    .sort();

/** the schema version this code builds: its last migration */
export const codeSchema = () => migrationFiles().at(-1) as string;

/** Tables the migrations themselves fill (roles, built-in templates…): rows there do not make a database "not empty". */
export function referenceTables(): Set<string> {
  const names = new Set<string>(['schema_migrations']);
  for (const f of migrationFiles()) {
    for (const m of readFileSync(join(MIGRATIONS_DIR, f), 'utf8').matchAll(/insert\s+into\s+"?(\w+)"?/gi))
      names.add(m[1]);
  }
  return names;
}

export const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface TableInfo {
  name: string;
  columns: string[];
  primaryKey: string[];
}

/** Every table of the public schema, parents before children (self references and cycles are handled by deferring). */
export async function listTables(db: Db): Promise<TableInfo[]> {
  const tables = await db.query<{ name: string; columns: string[]; pk: string[] | null }>(
    `SELECT c.relname AS name,
       (SELECT array_agg(a.attname::text ORDER BY a.attnum) FROM pg_attribute a
         WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns,
       (SELECT array_agg(a.attname::text ORDER BY array_position(i.indkey::int2[], a.attnum)) FROM pg_index i
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY (i.indkey)
         WHERE i.indrelid = c.oid AND i.indisprimary) AS pk
     FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' ORDER BY c.relname`,
  );
  const edges = await db.query<{ child: string; parent: string }>(
    `SELECT DISTINCT conrelid::regclass::text AS child, confrelid::regclass::text AS parent FROM pg_constraint
     WHERE contype = 'f' AND connamespace = 'public'::regnamespace AND conrelid <> confrelid`,
  );
  const unquote = (s: string) => s.replace(/^"(.*)"$/, '$1').replaceAll('""', '"');
  const parents = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const e of edges) parents.get(unquote(e.child))?.add(unquote(e.parent));
  const ordered: TableInfo[] = [];
  const done = new Set<string>();
  let left = [...tables];
  while (left.length) {
    const ready = left.filter((t) => [...(parents.get(t.name) ?? [])].every((p) => done.has(p)));
    // a cycle between tables: take the rest in name order, the deferred constraints still check them on restore
    const take = ready.length ? ready : left;
    for (const t of take) {
      ordered.push({ name: t.name, columns: t.columns, primaryKey: t.pk ?? t.columns });
      done.add(t.name);
    }
    left = left.filter((t) => !done.has(t.name));
  }
  return ordered;
}

export async function listSequences(db: Db) {
  const names = await db.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class WHERE relkind = 'S' AND relnamespace = 'public'::regnamespace ORDER BY relname`,
  );
  const out: { name: string; last_value: string; is_called: boolean }[] = [];
  for (const { name } of names) {
    const [s] = await db.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text AS last_value, is_called FROM ${q(name)}`,
    );
    out.push({ name, ...s });
  }
  return out;
}
