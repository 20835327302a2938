// Pieces of the two-instance test: real server processes (the entry `npm start` runs), an empty PostgreSQL database
// of their own, an SMTP sink on loopback, and HTTP helpers. Everything started here is stopped by its PID in close().
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX, type FnameDef, type Input } from '@edu/shared';
import { SMTPServer } from 'smtp-server';
import { inject } from 'vitest';
import type { Answer, Success } from './harness.js';
import { type FilePart, multipart } from './multipart.js';

const root = new URL('../../../../', import.meta.url).pathname;

/** Why the test cannot run here, or null when a PostgreSQL server answers at TEST_DATABASE_URL. */
export async function whyNotRunnable(url: string | undefined): Promise<string | null> {
  if (!url) return 'TEST_DATABASE_URL is not set (it runs in the PostgreSQL pass: npm run test:api:pg)';
  const { hostname, port } = new URL(url);
  const isUp = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432), timeout: 1500 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
  return isUp ? null : `PostgreSQL is not reachable at ${hostname}:${port || 5432}`;
}

/** Tasks run in reverse order by close(), whatever failed before. */
export class Cleanup {
  private tasks: (() => Promise<unknown> | unknown)[] = [];
  add(task: () => Promise<unknown> | unknown) {
    this.tasks.push(task);
  }
  async close() {
    const errors: unknown[] = [];
    for (const task of this.tasks.reverse()) {
      try {
        await task();
      } catch (error) {
        errors.push(error);
      }
    }
    this.tasks = [];
    if (errors.length) throw errors[0];
  }
}

/**
 * An empty database (not the migrated template: the instances migrate it themselves, both at once). Its name starts
 * with the run's template name, so that the global teardown drops it too if this process dies before close().
 */
export async function emptyDatabase(url: string, cleanup: Cleanup): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `${inject('pgTemplate')}_two_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanup.add(async () => {
    const again = new pg.Client({ connectionString: url });
    await again.connect();
    await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await again.end();
  });
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback that keeps every message it accepts. While `hold()` answers true it reads each
 * message and never answers it (a mail server that stalls): the sender never hears "accepted", nothing is kept.
 */
export async function startSmtpSink(cleanup: Cleanup, hold: () => boolean = () => false) {
  const received: ReceivedMail[] = [];
  const held = { count: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (hold()) {
        held.count++;
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // a sender killed mid-message (faults.test.ts kills the server with -9) resets its connection: smtp-server re-emits
  // that as the server's 'error', which with no listener would be an uncaught exception of the test process
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.add(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, received, held };
}

export function tempDir(prefix: string, cleanup: Cleanup): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanup.add(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Instance {
  name: string;
  pid: number;
  base: string;
  port: number;
  /** resolves once the process has exited (killed or stopped) */
  exited: Promise<void>;
  /** what the process printed, for the failure message */
  output(): string;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  /** an fname through HTTP, typed by its contract as the harness's call is */
  call<F extends FnameDef>(
    def: F,
    input: Input<F>,
    token?: string | null,
    headers?: Record<string, string>,
  ): Promise<Answer<Success<F>>>;
  upload<F extends FnameDef>(
    def: F,
    fields: Record<string, unknown>,
    files: FilePart[],
    token: string,
  ): Promise<Answer<Success<F>>>;
}

/**
 * One API server as `npm start` runs it (node --import tsx apps/api/src/server.ts), on a free port; resolves once its
 * /health answers 200 (the database is up and migrated), rejects with its output if it exits first.
 */
/** `onOutput` sees the process's output as it comes, before the instance is ready (a test that waits for a line). */
export async function startInstance(
  name: string,
  env: Record<string, string>,
  cleanup: Cleanup,
  onOutput?: (log: string) => void,
): Promise<Instance> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      // an instance is one process, as these tests kill and count them; server-workers.test.ts asks for more
      WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid as number;
  let log = '';
  child.stdout?.on('data', (c: Buffer) => {
    log += c.toString();
    onOutput?.(log);
  });
  child.stderr?.on('data', (c: Buffer) => {
    log += c.toString();
    onOutput?.(log);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  cleanup.add(async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(pid, 'SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 5000))]);
    if (!stopped) {
      process.kill(pid, 'SIGKILL');
      await exited;
    }
  });

  const base = `http://127.0.0.1:${port}`;
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (hasExited) throw new Error(`instance ${name} exited before it was up:\n${log}`);
    if (Date.now() > deadline) throw new Error(`instance ${name} did not answer /health in 45 s:\n${log}`);
    const up = await fetch(`${base}/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }

  const answer = async <T>(res: Response): Promise<Answer<T>> => {
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : {} };
  };
  const pathOf = (def: FnameDef) => `${base}${API_PREFIX}/${def.service}${def.path ? `/${def.path}` : ''}`;
  const auth = (token?: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    name,
    pid,
    base,
    port,
    exited,
    output: () => log,
    get: (path, headers = {}) => fetch(`${base}${path}`, { headers }),
    call: async (def, input, token, headers = {}) =>
      answer(
        await fetch(pathOf(def), {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...auth(token), ...headers },
          body: JSON.stringify({ fname: def.name, ...(input as object) }),
        }),
      ),
    upload: async (def, fields, files, token) => {
      const { payload, headers } = multipart({ fname: def.name, ...fields }, files);
      return answer(
        await fetch(pathOf(def), { method: 'POST', headers: { ...headers, ...auth(token) }, body: payload }),
      );
    },
  };
}
