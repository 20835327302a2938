// The exports at full size (docs/performance.md, decision 0040): the large entity's 100,000 students and 200,000 orders
// as CSV and XLSX, streamed to the bench while the server's resident memory is sampled every 50 ms. Goal: each under
// 10 s, memory growth under 200 MB (the rows are read and written a chunk at a time, never held whole).
import { API_PREFIX } from '@edu/shared';
import type { Fixtures } from './bench-fixtures.js';
import type { BenchServer } from './bench-server.js';

export interface ExportTiming {
  label: string;
  status: number;
  rows: number;
  megabytes: number;
  seconds: number;
  growthMb: number;
}

export const EXPORT_SECONDS_GOAL = 10;
export const EXPORT_GROWTH_BUDGET_MB = 200;

const MiB = 1024 * 1024;
const round = (v: number) => Math.round(v * 10) / 10;

async function timed(
  server: BenchServer,
  label: string,
  service: string,
  body: Record<string, unknown>,
  token: string,
) {
  const before = server.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, server.rss());
  }, 50);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const res = await fetch(`${server.base}${API_PREFIX}/${service}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    for await (const chunk of res.body ?? []) {
      bytes += chunk.length;
      for (const byte of chunk as Uint8Array) if (byte === 10) lines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    // CSV: a line per row after the header; XLSX is zipped, its rows are not counted here
    return {
      label,
      status: res.status,
      rows: body.format === 'csv' ? lines - 1 : 0,
      megabytes: round(bytes / MiB),
      seconds: Math.round(seconds * 100) / 100,
      growthMb: round((peak - before) / MiB),
    };
  } finally {
    clearInterval(sampler);
  }
}

export async function exportTimings(server: BenchServer, f: Fixtures, adminToken: string): Promise<ExportTiming[]> {
  const students = { fname: 'exportUsersByEntity', entity_id: f.entityId, roles: ['estudiante'] };
  const orders = {
    fname: 'exportOrders',
    entity_id: f.entityId,
    state: ['pending', 'success', 'rejected', 'canceled'],
  };
  const out: ExportTiming[] = [];
  for (const format of ['csv', 'xlsx'] as const) {
    out.push(await timed(server, `alumnos (${format})`, 'users', { ...students, format }, adminToken));
    out.push(await timed(server, `órdenes (${format})`, 'students', { ...orders, format }, adminToken));
  }
  return out;
}
