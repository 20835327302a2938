// Asks GET /health over real HTTP, one request after another, while something else runs on the same server: it is
// answered only while the server's event loop is free (and, on PGlite, its one connection between transactions).
// The test and the server share one process, so a blocked server shows as a slow answer here.
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { API_PREFIX, type FnameDef } from '@edu/shared';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp, tokensOf, type UserKey } from './harness.js';
import { whileWatchingLoop } from './loop-watch.js';
import { type FilePart, multipart } from './multipart.js';

export interface HealthSeen {
  /** answers received */
  answers: number;
  /** the slowest answer, in ms */
  worst: number;
}

/** Asks path again and again until stop() is called; fails if it does not answer 200. */
function asker(port: number, path: string) {
  let stopped = false;
  const latencies: number[] = [];
  const asking = (async () => {
    while (!stopped) {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      latencies.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  return async (): Promise<HealthSeen> => {
    // the answer in flight counts too: a server blocked until fn ended answers it late
    stopped = true;
    await asking;
    return { answers: latencies.length, worst: Math.max(0, ...latencies) };
  };
}

// A control: a tiny HTTP server and an asker of it, both on a thread of their own. Nothing of the server under test
// runs there, so its worst round trip is what the machine alone costs an answer meanwhile (a starved machine slows
// it; a held event loop or database of the server does not).
const CONTROL = `
const http = require('node:http');
const { parentPort } = require('node:worker_threads');
const server = http.createServer((_req, res) => res.end('ok'));
let stopped = false;
parentPort.once('message', () => { stopped = true; });
server.listen(0, '127.0.0.1', async () => {
  const { port } = server.address();
  let worst = 0;
  parentPort.postMessage({ ready: true });
  while (!stopped) {
    const started = performance.now();
    const res = await fetch('http://127.0.0.1:' + port + '/');
    await res.arrayBuffer();
    worst = Math.max(worst, performance.now() - started);
    await new Promise((r) => setTimeout(r, 10));
  }
  server.close();
  parentPort.postMessage({ worst });
});`;

async function machineControl(): Promise<() => Promise<number>> {
  const worker = new Worker(CONTROL, { eval: true });
  const messages: ((m: { ready?: boolean; worst?: number }) => void)[] = [];
  worker.on('message', (m) => messages.shift()?.(m));
  await new Promise((resolve) => messages.push(resolve));
  return async () => {
    const done = new Promise<{ worst?: number }>((resolve) => messages.push(resolve));
    worker.postMessage('stop');
    const { worst } = await done;
    await worker.terminate();
    return worst ?? 0;
  };
}

/**
 * Runs fn while /health (a query: on PGlite it waits for any open transaction, the database having one connection)
 * and /health/live (no query: only the event loop) are asked again and again, and a control on a thread of its own
 * measures what the machine alone costs an answer meanwhile (`machine`, ms).
 */
export async function whileAskingHealth<T>(
  port: number,
  fn: () => Promise<T>,
): Promise<{ out: T; ms: number; health: HealthSeen; live: HealthSeen; machine: number }> {
  const stopControl = await machineControl();
  const stopHealth = asker(port, '/health');
  const stopLive = asker(port, '/health/live');
  const started = performance.now();
  let out: T;
  let ms: number;
  let machine: number;
  try {
    out = await fn();
    ms = performance.now() - started;
  } finally {
    const [, , control] = await Promise.allSettled([stopHealth(), stopLive(), stopControl()]);
    machine = control.status === 'fulfilled' ? control.value : 0;
  }
  return { out, ms, health: await stopHealth(), live: await stopLive(), machine };
}

/** The goal of a server that holds nothing: every asker answered within this many ms of the machine's own noise. */
export const FREE_SERVER_MS = 100;

/**
 * The slowest answer a server that holds nothing may give: FREE_SERVER_MS beyond twice the machine's noise, the worse
 * of what it was idle before (`idleNoise`) and what the control saw meanwhile (a machine whose load rises during a
 * long call, as in a full run beside other work, costs every thread; a held server costs only its own askers). Twice:
 * on a starved machine the process under test runs more threads than the control's one (its server, the database,
 * the askers, the work itself) and waits longer for the cores; at load 16 on 2 cores an import that held nothing
 * answered in 421 ms against a goal of 418. A held loop or database costs seconds, far beyond either.
 */
export const freeServerGoal = (idle: number, seen: { machine: number }) =>
  FREE_SERVER_MS + 2 * Math.max(idle, seen.machine);

/**
 * The machine's own noise, measured in the same run: the worst answer of both askers and the worst event-loop delay
 * while nothing runs, for `ms`. A goal of 'answers within 100 ms' is held as 'within 100 ms of what the same askers saw
 * idle', so that a busy machine (CI at load 8-15 starves every process alike) does not fail a server that holds
 * nothing, while a held database or event loop (seconds before step 14) still fails at once.
 */
export async function idleNoise(port: number, ms = 600): Promise<number> {
  const { out, health, live } = await whileAskingHealth(port, () =>
    whileWatchingLoop(() => new Promise((resolve) => setTimeout(resolve, ms))),
  );
  return Math.max(out.loopWorst, health.worst, live.worst);
}

/** The test app listening on a free loopback port, for the askers above and for calls over real HTTP. */
export async function listeningTestApp(): Promise<{ t: TestApp; port: number }> {
  const t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, port: (t.app.server.address() as AddressInfo).port };
}

/**
 * listeningTestApp for a test file: listening before its tests with `who` signed in, closed after them. What it answers
 * is filled in by that beforeAll (the port as `server.port`): read it inside tests, hooks and helpers.
 */
export function useListeningTestApp<K extends UserKey = never>(who: readonly K[] = []) {
  const t = {} as TestApp;
  const as = {} as Record<K, string>;
  const server = { port: 0 };
  beforeAll(async () => {
    const started = await listeningTestApp();
    Object.assign(t, started.t);
    server.port = started.port;
    Object.assign(as, await tokensOf(t, who));
  });
  afterAll(() => t.close());
  return { t, as, server };
}

/** A call over real HTTP to a listening server: JSON, or multipart when files are given. */
export async function callOverHttp(
  port: number,
  def: FnameDef,
  fields: Record<string, unknown>,
  token: string,
  files?: FilePart[],
): Promise<{ status: number; body: Record<string, unknown> }> {
  const body = files
    ? multipart({ fname: def.name, ...fields }, files)
    : { payload: JSON.stringify({ fname: def.name, ...fields }), headers: { 'content-type': 'application/json' } };
  const res = await fetch(`http://127.0.0.1:${port}${API_PREFIX}/${def.service}`, {
    method: 'POST',
    body: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}
