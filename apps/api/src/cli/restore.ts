// npm run restore -- <file> [--force]: the platform of a backup into an empty target (PGlite or DATABASE_URL).
// docs/decisions/0020-backup-and-restore.md
import { resolve } from 'node:path';
import { loadConfig } from '../config/env.js';
import { openDb } from '../db/client.js';
import { restoreBackup } from './backup/apply-restore.js';
import { driverOf } from '../storage/storage.js';
import { BackupError, T } from './backup/format.js';

async function main() {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--'));
  if (!file || args.some((a) => a.startsWith('--') && a !== '--force')) {
    console.error(T.usageRestore);
    process.exit(2);
  }
  const config = loadConfig();
  const started = performance.now();
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const s = await restoreBackup({
      db,
      store: driverOf(config),
      dataDir: config.DATA_DIR,
      file: resolve(file),
      force: args.includes('--force'),
    });
    console.log(T.restoreDone(s.tables, s.rows, s.files, ((performance.now() - started) / 1000).toFixed(1)));
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(
    error instanceof BackupError
      ? error.message
      : `La restauración falló; los datos y los archivos quedan como estaban: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
});
