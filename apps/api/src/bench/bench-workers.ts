// npm run bench -- --workers N: page 1 of every list of the bench (no search) served by one worker, then by N
// (WORKERS, server.ts), in the same run, with the ratio of throughput and p99 (decision 0043, docs/performance.md).
import { LIST_CASES } from './bench-cases.js';
import type { Fixtures } from './bench-fixtures.js';
import { type LoadOptions, type Measure, measure, rpcRequest } from './bench-load.js';
import { rpc, startServer } from './bench-server.js';

export interface WorkersRow {
  fname: string;
  one: Measure;
  many: Measure;
}

async function pagesOnce(workers: number, fixtures: Fixtures, load: LoadOptions): Promise<Measure[]> {
  console.log(`WORKERS=${workers}`);
  const server = await startServer({ WORKERS: String(workers) });
  try {
    const { token } = await rpc<{ token: string }>(server.base, 'auth', { fname: 'signin', ...fixtures.accounts.admin });
    const measures: Measure[] = [];
    for (const c of LIST_CASES) {
      const request = rpcRequest(c.service, { fname: c.fname, ...c.base(fixtures), page: 1 }, token);
      measures.push(await measure(server.base, `${c.fname} página 1`, request, load));
    }
    return measures;
  } finally {
    await server.stop();
  }
}

export async function compareWorkers(fixtures: Fixtures, load: LoadOptions, workers: number): Promise<WorkersRow[]> {
  const one = await pagesOnce(1, fixtures, load);
  const many = await pagesOnce(workers, fixtures, load);
  const rows = LIST_CASES.map((c, i) => ({ fname: c.fname, one: one[i], many: many[i] }));
  console.log(`\n| lista, página 1 | 1 worker req/s · p99 | ${workers} workers req/s · p99 | req/s ×N/×1 | p99 < 50 ms |`);
  console.log('|---|---|---|---|---|');
  for (const { fname, one: a, many: b } of rows) {
    const ratio = (b.reqPerSec / a.reqPerSec).toFixed(2);
    const cell = (m: Measure) => `${m.reqPerSec.toFixed(0)} · ${m.p99} ms${m.errors ? ` (${m.errors} errores)` : ''}`;
    console.log(`| ${fname} | ${cell(a)} | ${cell(b)} | ${ratio} | ${b.p99 < 50 ? '✓' : '✗'} |`);
  }
  return rows;
}
