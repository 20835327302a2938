// npm run backup -- <file>: the whole platform (every table's rows and every stored file) in one archive.
// docs/decisions/0020-backup-and-restore.md
import { resolve } from 'node:path';
import { loadConfig } from '../config/env.js';
import { openDb } from '../db/client.js';
import { driverOf } from '../storage/storage.js';
import { BackupError, T } from './backup/format.js';
import { writeBackup } from './backup/write-backup.js';

async function main() {
  const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!file) {
    console.error(T.usageBackup);
    process.exit(2);
  }
  const config = loadConfig();
  const started = performance.now();
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const s = await writeBackup({ db, store: driverOf(config), dataDir: config.DATA_DIR, file: resolve(file) });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(T.backupDone(file, s.tables, s.rows, s.files, (s.bytes / 1024 / 1024).toFixed(1), seconds));
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(
    error instanceof BackupError
      ? error.message
      : `La copia no se pudo crear: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
});
