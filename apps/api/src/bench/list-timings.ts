// Not a test: single-call latency of the list queries on the large dataset,
// as the handlers issue them (every round trip of one call), page 1, deepest page and a search; median of 7 runs.
// Usage: DATABASE_URL=… or DATA_DIR=… npx tsx apps/api/src/bench/list-timings.ts
import { ASSIGNABLE_ROLES, PAGE_SIZES } from '@edu/shared';
import { loadConfig } from '../config/env.js';
import { type Db, openDb } from '../db/client.js';
import { listOrders } from '../services/orders/orders.queries.js';
import { listEnrolled } from '../services/students/students.queries.js';
import { listMembers } from '../services/users/users.queries.js';
import { readFixtures } from './bench-fixtures.js';

type Call = (db: Db, page: number) => Promise<{ total: number; rows: unknown[] }>;

async function time(db: Db, label: string, call: Call, docs: number) {
  const { total } = await call(db, 1);
  const last = Math.max(1, Math.ceil(total / docs));
  for (const [name, page] of [
    ['página 1', 1],
    [`página ${last}`, last],
  ] as const) {
    await call(db, page);
    const runs: number[] = [];
    for (let i = 0; i < 7; i++) {
      const t = performance.now();
      await call(db, page);
      runs.push(performance.now() - t);
    }
    runs.sort((a, b) => a - b);
    console.log(`${`${label} ${name}`.padEnd(48)} ${runs[3].toFixed(1).padStart(8)} ms  (total ${total})`);
  }
}

async function main() {
  const config = loadConfig();
  const f = await readFixtures(config);
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const members =
      (roles: readonly string[], search: string, docs: number): Call =>
      (d, page) =>
        listMembers(
          d,
          { entityId: f.entityId, roles, field: 'name', search, ascending: true },
          docs,
          (page - 1) * docs,
        );
    const orders =
      (email: string): Call =>
      (d, page) =>
        listOrders(d, f.entityId, {
          states: ['pending'],
          email,
          sort: '-created_at',
          limit: PAGE_SIZES.orders,
          offset: (page - 1) * PAGE_SIZES.orders,
        });
    const enrolled =
      (search: string): Call =>
      (d, page) =>
        listEnrolled(
          d,
          { entityId: f.entityId, scheduledId: f.bigScheduledId, search, ascending: true },
          PAGE_SIZES.enrolledStudents,
          (page - 1) * PAGE_SIZES.enrolledStudents,
        );
    console.log(`Motor: ${db.kind}`);
    await time(db, 'getUsersByEntity estudiantes', members(['estudiante'], '', PAGE_SIZES.users), PAGE_SIZES.users);
    await time(
      db,
      'getUsersByEntity est. "quispe"',
      members(['estudiante'], 'quispe', PAGE_SIZES.users),
      PAGE_SIZES.users,
    );
    await time(db, 'getUsersByEntity personal', members(ASSIGNABLE_ROLES, '', PAGE_SIZES.users), PAGE_SIZES.users);
    await time(db, 'getOrders pendientes', orders(''), PAGE_SIZES.orders);
    await time(db, 'getOrders "quispe"', orders('quispe'), PAGE_SIZES.orders);
    await time(db, 'getUsersByScheduled', enrolled(''), PAGE_SIZES.enrolledStudents);
    await time(db, 'getUsersByScheduled "quispe"', enrolled('quispe'), PAGE_SIZES.enrolledStudents);
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
