// The bench's goals as the operator reads them: a figure that got no answers is a failed goal, never a passed ratio.
import { describe, expect, it } from 'vitest';
import type { Measure } from './bench-load.js';
import { goalsOf, type ListResult } from './bench-report.js';

const figure = (label: string, v: Partial<Measure>): Measure => ({
  label,
  reqPerSec: 500,
  p50: 5,
  p99: 20,
  errors: 0,
  statusCodes: { 200: 5000 },
  ...v,
});
const constant = figure('GET /health/live', { reqPerSec: 3000, p99: 3, statusCodes: { 200: 30000 } });
const list = (deepest: Partial<Measure>): ListResult => ({
  fname: 'getOrders',
  totalPages: 2000,
  page1: figure('getOrders página 1', {}),
  deepest: figure('getOrders página 2000', deepest),
  search: figure('getOrders búsqueda', {}),
});
const failed = (lists: ListResult[]) =>
  goalsOf('postgres', constant, lists, null, null)
    .filter((g) => !g.ok)
    .map((g) => g.goal);

describe('bench goals', () => {
  it('passes every goal of a list that answered fast', () => {
    expect(failed([list({})])).toEqual([]);
  });

  it('fails the latency, throughput and 2× goals of a figure with only timeouts (0 req/s, no answers)', () => {
    const goals = failed([list({ reqPerSec: 0, p50: 0, p99: 0, errors: 50, statusCodes: {} })]);
    expect(goals).toEqual([
      'getOrders página 2000: p99 < 50 ms',
      'getOrders página 2000: ≥ 10 % del throughput de la ruta constante',
      'getOrders página 2000: sin errores',
      'getOrders: página más profunda (2000) ≤ 2× p99 de la página 1',
    ]);
  });

  it('fails a figure with requests counted but no answer received', () => {
    const goals = failed([list({ reqPerSec: 0, p99: 0, statusCodes: { 200: 0 } })]);
    expect(goals).toContain('getOrders página 2000: p99 < 50 ms');
    expect(goals).toContain('getOrders: página más profunda (2000) ≤ 2× p99 de la página 1');
  });
});
