// Listens and closes gracefully; everything else is in buildApp(). With WORKERS above 1 (PostgreSQL only) this process
// is the primary of a node:cluster: it serves nothing, starts one worker that migrates, seeds and runs the background
// work, then the others, and on SIGTERM/SIGINT stops them all before it exits (decision 0043).
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config/env.js';
import { openDb } from './db/client.js';
import { migrate } from './db/migrate.js';
import { isDatabaseUnavailable } from './db/unavailable.js';
import { stdoutLog } from './log-destination.js';
import { seedIfEmpty } from './seed/seed.js';

async function hasSuperadmin(db: Awaited<ReturnType<typeof openDb>>) {
  const rows = await db.query(`SELECT 1 FROM users WHERE rol = 'superadmin' LIMIT 1`);
  return rows.length > 0;
}

/** how many processes serve: WORKERS, else one per core on PostgreSQL and one on PGlite */
const workersOf = (config: Config) => config.WORKERS ?? (config.DATABASE_URL ? availableParallelism() : 1);

/** The first worker (or the only process) migrates, seeds and runs the background work; the others only serve. */
async function serve(config: Config, first: boolean) {
  const db = await openDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onIdleError: (error) => console.warn(`database connection lost, reconnecting: ${error.message}`),
  });
  if (first) await untilDatabaseAnswers(() => migrate(db));
  // a log reader that has gone must not keep the process from exiting on SIGTERM (log-destination.ts)
  const app = await buildApp({ config, db, mailWorker: first, logStream: stdoutLog() });
  if (cluster.isWorker && config.NODE_ENV === 'test') {
    // which worker answered, for the test of the workers (server-workers.test.ts) only
    app.addHook('onSend', async (_request, reply) => {
      reply.header('x-worker-pid', String(process.pid));
    });
  }
  const accounts = first ? await seedIfEmpty(app.services, Boolean(config.DATABASE_URL)) : [];
  await app.listen({ port: config.PORT, host: config.HOST });
  if (first) {
    const lines = [`\nPlataforma lista en ${config.publicUrl}`];
    if (accounts.length) {
      lines.push('Cuentas de demostración (rol, e-mail, contraseña):');
      for (const a of accounts) lines.push(`  ${a.role.padEnd(34)} ${a.email.padEnd(34)} ${a.password}`);
    } else if (!(await hasSuperadmin(db))) {
      // a platform without demo data starts empty: nobody could sign in (decision 0055)
      lines.push('Aún no hay ningún superadministrador. Créelo con: npm run superadmin -- <correo>');
    }
    console.log(lines.join('\n'));
  }
  // on (not once): Ctrl-C reaches a worker both from the terminal and from its primary; the second must not kill it
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

/**
 * The primary: the first worker up before the others (one migration, one secrets file); a worker that dies after it
 * served is replaced, one that dies before (bad configuration, no database) ends the whole server with its code.
 */
function supervise(count: number) {
  let stopping = false;
  const fork = (first: boolean) => {
    const worker = cluster.fork({ EDU_FIRST_WORKER: first ? '1' : '0' });
    let served = false;
    worker.once('listening', () => {
      served = true;
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      if (!served) {
        stopping = true;
        for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
        process.exit(code || 1);
      }
      console.warn(`worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
      fork(first);
    });
    return worker;
  };
  let listening = 0;
  cluster.on('listening', () => {
    // the line the bench waits for (bench/bench-server.ts): every worker is answering
    if (++listening === count) console.log(`${count} workers listening`);
  });
  fork(true).once('listening', () => {
    for (let i = 1; i < count; i++) fork(false);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
      let left = workers.length;
      if (!left) process.exit(0);
      let failed = false;
      for (const worker of workers) {
        worker.once('exit', (code) => {
          failed ||= code !== 0;
          if (--left === 0) process.exit(failed ? 1 : 0);
        });
        worker.process.kill(signal);
      }
    });
  }
}

async function main() {
  const config = loadConfig();
  const count = workersOf(config);
  if (cluster.isPrimary && count > 1) return supervise(count);
  return serve(config, cluster.isPrimary || process.env.EDU_FIRST_WORKER === '1');
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
