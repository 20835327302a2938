// Numbered SQL migrations, applied in order on start, each in its own transaction; the same files on PGlite and PostgreSQL.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './client.js';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
// any constant: the advisory lock keeps two instances starting together from migrating twice
const LOCK_KEY = 720_501;

export async function migrate(db: Db): Promise<string[]> {
  // under the lock too: two CREATE TABLE IF NOT EXISTS at once may both pass the check and one then fails on pg_type
  await db.tx(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{3}-.*\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const name of files) {
    await db.tx(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (done.length) return;
      await tx.exec(readFileSync(join(MIGRATIONS_DIR, name), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    });
  }
  return applied;
}
