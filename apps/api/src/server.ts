// Listens and closes gracefully; everything else is in buildApp().
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { openDb } from './db/client.js';
import { migrate } from './db/migrate.js';
import { isDatabaseUnavailable } from './db/unavailable.js';
import { seedIfEmpty } from './seed/seed.js';

async function main() {
  const config = loadConfig();
  const db = await openDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onIdleError: (error) => console.warn(`database connection lost, reconnecting: ${error.message}`),
  });
  await untilDatabaseAnswers(() => migrate(db));
  const app = await buildApp({ config, db, mailWorker: true });
  const accounts = await seedIfEmpty(app.services, Boolean(config.DATABASE_URL));
  await app.listen({ port: config.PORT, host: config.HOST });
  const lines = [`\nPlataforma lista en ${config.publicUrl}`];
  if (accounts.length) {
    lines.push('Cuentas de demostración (rol, e-mail, contraseña):');
    for (const a of accounts) lines.push(`  ${a.role.padEnd(34)} ${a.email.padEnd(34)} ${a.password}`);
  }
  console.log(lines.join('\n'));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

/** A server started while PostgreSQL is still down (boot order, a restart) waits for it instead of exiting. */
async function untilDatabaseAnswers(step: () => Promise<unknown>) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const seconds = Math.min(2 ** attempt, 30);
      console.warn(`database not available (${(error as Error).message}); trying again in ${seconds} s`);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
