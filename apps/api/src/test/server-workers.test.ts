// `npm start` with WORKERS=2 on PostgreSQL (server.ts, decision 0043): both workers answer, each under its own process
// id (a header the server adds in NODE_ENV=test only), /health answers, and one SIGTERM to the primary stops them all.
// Runs in the PostgreSQL pass (TEST_DATABASE_URL); skipped, saying why, where no PostgreSQL server answers.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cleanup, emptyDatabase, type Instance, startInstance, tempDir, whyNotRunnable } from './two-instances-kit.js';

const url = process.env.TEST_DATABASE_URL;
const skipReason = await whyNotRunnable(url);

if (skipReason) it.skip(`workers on one PostgreSQL: skipped, ${skipReason}`, () => {});

/** a GET on a connection of its own (no keep-alive), so the cluster may hand each one to another worker */
function getAlone(base: string, path: string) {
  return new Promise<{ status: number; worker: string }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, worker: String(res.headers['x-worker-pid'] ?? '') }));
      })
      .on('error', reject);
  });
}

/**
 * the workers' pids as /health names them: the instance is up once its first worker answers, the second one starts
 * after it (server.ts), so this asks for up to 45 s
 */
async function workersAnswering(base: string) {
  const workers = new Set<string>();
  for (const deadline = Date.now() + 45_000; workers.size < 2 && Date.now() < deadline; ) {
    const res = await getAlone(base, '/health');
    expect(res.status).toBe(200);
    workers.add(res.worker);
    await new Promise((r) => setTimeout(r, 50));
  }
  return workers;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(skipReason !== null)('WORKERS=2', () => {
  const cleanup = new Cleanup();
  let server: Instance;

  beforeAll(async () => {
    const databaseUrl = await emptyDatabase(url as string, cleanup);
    server = await startInstance(
      'workers',
      {
        DATABASE_URL: databaseUrl,
        WORKERS: '2',
        NODE_ENV: 'test',
        DATA_DIR: tempDir('edu-workers-', cleanup),
        SIGNING_KEY: randomBytes(32).toString('hex'),
        SEED_DEMO: 'never',
        LOG_LEVEL: 'warn',
      },
      cleanup,
    );
  }, 90_000);
  afterAll(() => cleanup.close());

  it('answers from both workers, /health included', async () => {
    const workers = await workersAnswering(server.base);
    expect(workers.size).toBe(2);
    for (const pid of workers) expect(Number(pid)).toBeGreaterThan(0);
    expect(workers.has(String(server.pid))).toBe(false);
  }, 60_000);

  it('stops every worker on one SIGTERM to the primary', async () => {
    const workers = new Set([...(await workersAnswering(server.base))].map(Number));
    expect(workers.size).toBe(2);
    process.kill(server.pid, 'SIGTERM');
    await server.exited;
    // the primary exits after its workers' exit events; a moment for the kernel to reap them
    for (let i = 0; i < 50 && [...workers].some(isAlive); i++) await new Promise((r) => setTimeout(r, 100));
    expect([...workers].filter(isAlive)).toEqual([]);
    expect(server.output()).not.toMatch(/starting another/);
  }, 60_000);
});
