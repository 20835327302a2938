// One measured load with autocannon: an optional unrecorded warm-up, then the run; errors are connection errors,
// timeouts and every answer that is not 2xx (a list call that fails fast must not count as fast).
import autocannon, { type Request, type Result } from 'autocannon';
import { API_PREFIX } from '@edu/shared';

export interface Measure {
  label: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  statusCodes: Record<string, number>;
}

export interface LoadOptions {
  connections: number;
  duration: number;
  warmup: number;
}

export function rpcRequest(service: string, body: object, token?: string) {
  return {
    method: 'POST',
    path: `${API_PREFIX}/${service}`,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  };
}

export const toMeasure = (label: string, r: Result): Measure => ({
  label,
  reqPerSec: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts + r.non2xx,
  statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
});

/**
 * `sessions`: each request carries the next of these bearer tokens instead of the request's own (many people's
 * pages, student-pages.ts).
 */
export async function measure(
  base: string,
  label: string,
  request: { method: string; path: string; headers?: Record<string, string>; body?: string },
  options: LoadOptions,
  sessions?: string[],
): Promise<Measure> {
  let next = 0;
  const bySession = sessions?.length
    ? {
        requests: [
          {
            ...request,
            setupRequest: (r: Request) => ({
              ...r,
              headers: { ...r.headers, authorization: `Bearer ${sessions[next++ % sessions.length]}` },
            }),
          },
        ],
      }
    : {};
  const run = (duration: number) =>
    autocannon({
      url: `${base}${request.path}`,
      connections: options.connections,
      duration,
      method: request.method,
      headers: request.headers,
      body: request.body,
      ...bySession,
    });
  if (options.warmup > 0) await run(options.warmup);
  const result = toMeasure(label, await run(options.duration));
  process.stderr.write(
    `  ${label.padEnd(36)} ${result.reqPerSec.toFixed(0).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms${result.errors ? `  ERRORES ${result.errors}` : ''}\n`,
  );
  return result;
}
