// The real API server for the bench: the same server.ts as `npm start`, as a child process on a free loopback port,
// over the configured database, with the sign-in rate limits raised so that the sign-in load is not refused.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { API_PREFIX } from '@edu/shared';

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));

/** the environment the bench adds to the operator's (DATA_DIR / DATABASE_URL come from there) */
export const BENCH_ENV = {
  HOST: '127.0.0.1',
  SEED_DEMO: 'never',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_EMAIL: '1000000000',
  RATE_LIMIT_PER_ADDRESS: '1000000000',
  // the dashboards are measured computed on every call (their goal); benchCachedDashboards turns the cache on
  METRICS_CACHE_SECONDS: '0',
  // one process, whose memory rss() reads; `--workers N` compares it with N (bench-workers.ts)
  WORKERS: '1',
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface BenchServer {
  base: string;
  pid: number;
  /** resident memory of the server process, bytes (Linux /proc) */
  rss(): number;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, ...BENCH_ENV, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // with several workers the first answers /health before the others listen: wait for the primary's line too
  const workers = Number(env.WORKERS ?? BENCH_ENV.WORKERS);
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-1000);
  });
  const allListening = () => workers <= 1 || printed.includes(`${workers} workers listening`);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó al iniciar (código ${child.exitCode})`);
    const up = await fetch(`${base}/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (up && allListening()) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('el servidor no respondió en 120 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const pid = child.pid as number;
  return {
    base,
    pid,
    rss() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb * 1024;
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** one RPC call with fetch (setup only; the load goes through autocannon) */
export async function rpc<T = Record<string, unknown>>(
  base: string,
  service: string,
  body: object,
  token?: string,
): Promise<T> {
  const response = await fetch(`${base}${API_PREFIX}/${service}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok)
    throw new Error(`${service}.${(body as { fname?: string }).fname}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}
