// npm run seed:large [-- --scale 0.01] [--seed 1] [--force]: the large dataset (docs/performance.md) on the configured database
// (PGlite under DATA_DIR, or DATABASE_URL). See docs/performance.md.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.js';
import { loadSecrets } from '../config/secrets.js';
import { openDb } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { createStorage } from '../storage/storage.js';
import { AlreadySeededError, seedLarge } from './large-dataset.js';
import { LARGE_PASSWORD, rowCounts } from './large-plan.js';
import { progressBar } from './progress.js';

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '1' },
      seed: { type: 'string', default: '1' },
      force: { type: 'boolean', default: false },
    },
  });
  const scale = Number(values.scale);
  const seed = Number(values.seed);
  if (!(scale > 0 && scale <= 10) || !Number.isInteger(seed))
    throw new Error('--scale debe estar entre 0 y 10, --seed ser un entero');
  const config = loadConfig();
  const started = Date.now();
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(db);
    const storage = createStorage(config, loadSecrets(config));
    const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.DATA_DIR}`;
    console.log(`Generando datos grandes (escala ${scale}) en ${where}…`);
    const plan = await seedLarge(db, storage, { scale, seed, force: values.force, onProgress: progressBar() });
    const seconds = (Date.now() - started) / 1000;
    console.log(`Listo en ${seconds.toFixed(1)} s. Filas: ${JSON.stringify(rowCounts(plan))}`);
    console.log(
      `Entidad grande: ${plan.entityName}; cuentas admin@${plan.domain}, coordinador@${plan.domain}, counter@${plan.domain} (contraseña ${LARGE_PASSWORD})`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error instanceof AlreadySeededError ? error.message : error);
  process.exit(1);
});
