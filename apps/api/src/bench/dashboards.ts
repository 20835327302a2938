// The dashboards under load (decision 0039): the large entity's Resumen as its admin (12 months, the widest period) and
// Métricas over every entity as a superadmin, at 10 connections (the issue's figure), each p99 against 300 ms.
import { hashPassword } from '../auth/password.js';
import type { Config } from '../config/env.js';
import { openDb } from '../db/client.js';
import type { Fixtures } from './bench-fixtures.js';
import { type LoadOptions, type Measure, measure, rpcRequest } from './bench-load.js';
import { rpc } from './bench-server.js';
import { LARGE_PASSWORD } from './large-plan.js';

export const DASHBOARD_CONNECTIONS = 10;
export const DASHBOARD_P99_GOAL_MS = 300;

export interface DashboardResult {
  measure: Measure;
  meetsGoal: boolean;
}

/**
 * The bench's superadmin (the large dataset has none, and the bench server seeds no demo): made once, before the
 * server starts, with the large dataset's password.
 */
export async function ensureBenchSuperadmin(config: Config, fixtures: Fixtures) {
  const email = `superadmin@${fixtures.accounts.admin.email.split('@')[1]}`;
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const hash = await hashPassword(LARGE_PASSWORD);
    await db.query(
      `INSERT INTO users (email, password_hash, rol, name, lastname) VALUES ($1, $2, 'superadmin', 'Sofía', 'Bench')
       ON CONFLICT DO NOTHING`,
      [email, hash],
    );
  } finally {
    await db.close();
  }
  return { email, password: LARGE_PASSWORD };
}

export async function benchDashboards(
  base: string,
  fixtures: Fixtures,
  adminToken: string,
  superadmin: { email: string; password: string },
  load: LoadOptions,
): Promise<DashboardResult[]> {
  const rootToken = (await rpc<{ token: string }>(base, 'auth', { fname: 'signin', ...superadmin })).token;
  const options = { ...load, connections: DASHBOARD_CONNECTIONS };
  const call = (label: string, body: object, token: string) =>
    measure(base, label, rpcRequest('metrics', body, token), options);
  const results = [
    await call(
      'getEntityDashboard 12 meses',
      { fname: 'getEntityDashboard', entity_id: fixtures.entityId, period: '12' },
      adminToken,
    ),
    await call('getPlatformMetrics 12 meses', { fname: 'getPlatformMetrics', period: '12' }, rootToken),
  ];
  return results.map((m) => ({ measure: m, meetsGoal: m.errors === 0 && m.p99 < DASHBOARD_P99_GOAL_MS }));
}

export function printDashboards(results: DashboardResult[]) {
  console.log(`\nTableros (${DASHBOARD_CONNECTIONS} conexiones; meta p99 < ${DASHBOARD_P99_GOAL_MS} ms)`);
  for (const { measure: m, meetsGoal } of results) {
    console.log(
      `${m.label.padEnd(44)} ${m.reqPerSec.toFixed(0).padStart(7)} req/s  p50 ${String(m.p50).padStart(5)} ms  p99 ${String(m.p99).padStart(5)} ms  ${meetsGoal ? '✓' : '✗'}${m.errors ? `  ${m.errors} errores` : ''}`,
    );
  }
}
