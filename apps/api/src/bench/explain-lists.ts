// `npm run bench:explain` (docs/performance.md, 'Searches and deepest pages'): not a test. Runs the six big lists'
// own query functions over the large dataset (DATABASE_URL or DATA_DIR) at page 1, the deepest page and with a
// frequent, a rare and a short search, each statement once more under EXPLAIN (ANALYZE, BUFFERS), and prints each
// statement's time and plan. Usage: npm run bench:explain [-- --only getUsersByEntity] [--full]
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.js';
import { type Db, openDb, type Statement } from '../db/client.js';
import { listMainScheduleds } from '../services/scheduleds/scheduleds.queries.js';
import { listQuestions } from '../services/question-bank/questions.queries.js';
import { listRepository } from '../services/materials/materials.queries.js';
import { listEnrolled } from '../services/students/students.queries.js';
import { listOrders } from '../services/orders/orders.queries.js';
import { listMembers } from '../services/users/users.queries.js';
import { readFixtures } from './bench-fixtures.js';

type Page = (db: Db, search: string, limit: number, offset: number) => Promise<{ total: number }>;

const { values } = parseArgs({
  options: { only: { type: 'string' }, full: { type: 'boolean', default: false } },
});

const plans: string[] = [];
/** the same Db, each SELECT also run under EXPLAIN; the plans are kept for printing */
function explaining(db: Db): Db {
  return {
    ...db,
    async query<T>(statement: string | Statement, params?: unknown[]) {
      const text = typeof statement === 'string' ? statement : statement.text;
      const started = performance.now();
      const rows = await db.query<T>(statement, params);
      const ms = performance.now() - started;
      const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
      const lines = plan.map((p) => p['QUERY PLAN']);
      plans.push(`  statement ${ms.toFixed(1)} ms, ${rows.length} rows\n${lines.map((l) => `    ${l}`).join('\n')}`);
      return rows;
    },
  };
}

async function main() {
  const config = loadConfig();
  const f = await readFixtures(config);
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const lists: Record<string, { docs: number; terms: string[]; page: Page }> = {
    getUsersByEntity: {
      docs: 25,
      terms: ['quispe', 'alonso ccori villanueva', 'qu'],
      page: (d, search, limit, offset) =>
        listMembers(
          d,
          { entityId: f.entityId, roles: ['estudiante'], field: 'name', search, ascending: true },
          limit,
          offset,
        ),
    },
    getOrders: {
      docs: 15,
      terms: ['quispe', 'alonso.arce.12638', 'qu'],
      page: (d, email, limit, offset) =>
        listOrders(d, f.entityId, { states: ['pending'], email, sort: '-created_at', limit, offset }),
    },
    getUsersByScheduled: {
      docs: 15,
      terms: ['quispe', 'alonso ccori villanueva', 'qu'],
      page: (d, search, limit, offset) =>
        listEnrolled(
          d,
          { entityId: f.entityId, scheduledId: f.bigScheduledId, search, ascending: true },
          limit,
          offset,
        ),
    },
    getMaterial_byEntity: {
      docs: 15,
      terms: ['guía', 'artificial 1999', 'gu'],
      page: (d, title, limit, offset) =>
        listRepository(d, { entityId: f.entityId, title, newestFirst: true }, limit, offset),
    },
    getScheduleds: {
      docs: 15,
      terms: ['gestión', 'g0001', 'ge'],
      page: (d, search, limit, offset) => listMainScheduleds(d, f.entityId, search, '-name', limit, offset),
    },
    getQuestionBank: {
      docs: 15,
      terms: ['datos', 'pregunta 999:', 'da'],
      page: (d, search, limit, offset) =>
        listQuestions(d, f.entityId, { courseId: f.bankModuleId, search, newestFirst: true, limit, offset }),
    },
  };
  try {
    for (const [name, list] of Object.entries(lists)) {
      if (values.only && values.only !== name) continue;
      const { total } = await list.page(db, '', list.docs, 0);
      const deepest = Math.max(1, Math.ceil(total / list.docs));
      const runs: [string, string, number][] = [
        ['page 1', '', 1],
        [`page ${deepest} (deepest)`, '', deepest],
        ...list.terms.map((t): [string, string, number] => [`search '${t}'`, t, 1]),
      ];
      for (const [label, search, page] of runs) {
        plans.length = 0;
        const started = performance.now();
        const r = await list.page(explaining(db), search, list.docs, (page - 1) * list.docs);
        const ms = performance.now() - started;
        console.log(`\n## ${name} ${label}: total ${r.total}, ${ms.toFixed(1)} ms with the EXPLAINs`);
        for (const p of plans) console.log(values.full ? p : p.split('\n').slice(0, 14).join('\n'));
      }
    }
  } finally {
    await db.close();
  }
}

await main();
