// Asks GET /health over real HTTP, one request after another, while something else runs on the same server: it is
// answered only while the server's event loop is free (and, on PGlite, its one connection between transactions).
// The test and the server share one process, so a blocked server shows as a slow answer here.
import { API_PREFIX, type FnameDef } from '@edu/shared';
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

/**
 * Runs fn while /health (a query: on PGlite it waits for any open transaction, the database having one connection)
 * and /health/live (no query: only the event loop) are asked again and again.
 */
export async function whileAskingHealth<T>(
  port: number,
  fn: () => Promise<T>,
): Promise<{ out: T; ms: number; health: HealthSeen; live: HealthSeen }> {
  const stopHealth = asker(port, '/health');
  const stopLive = asker(port, '/health/live');
  const started = performance.now();
  let out: T;
  let ms: number;
  try {
    out = await fn();
    ms = performance.now() - started;
  } finally {
    await Promise.allSettled([stopHealth(), stopLive()]);
  }
  return { out, ms, health: await stopHealth(), live: await stopLive() };
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
