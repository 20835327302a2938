// npm run entity:restore -- <entity id>: undoes a deleteEntity (the entity and its data were only hidden).
import { loadConfig } from '../config/env.js';
import { openDb } from '../db/client.js';
import { migrate } from '../db/migrate.js';

async function main() {
  const id = process.argv[2];
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) {
    console.error('Uso: npm run entity:restore -- <id de la entidad>');
    process.exit(2);
  }
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(db);
    const restored = await db.tx(async (tx) => {
      const rows = await tx.query<{ entity_name: string }>(
        'UPDATE entities SET deleted_at = NULL, updated_at = now() WHERE id = $1 AND deleted_at IS NOT NULL RETURNING entity_name',
        [id],
      );
      if (rows.length) {
        await tx.query(
          `INSERT INTO audit_log (entity_id, service, fname, record_id) VALUES ($1::uuid, 'entities', 'entity:restore', $1::text)`,
          [id],
        );
      }
      return rows[0];
    });
    if (!restored) {
      console.error(`No hay una entidad eliminada con el id ${id}.`);
      process.exitCode = 1;
    } else {
      console.log(`Entidad restaurada: ${restored.entity_name} (${id}).`);
    }
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
