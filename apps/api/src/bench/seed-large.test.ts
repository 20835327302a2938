// The large dataset generator at a tiny scale: every table gets the rows the plan says, the rows are ones the API
// accepts (question alternatives, order totals), a second run is refused and --force adds a separate dataset.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { alternativesIssue, type QuestionType } from '@edu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { loadSecrets } from '../config/secrets.js';
import type { Db } from '../db/client.js';
import { rollupsDrift } from '../services/metrics/rollups-test-kit.js';
import { createStorage } from '../storage/storage.js';
import { freshDb } from '../test/test-db.js';
import { AlreadySeededError, largeDatasets, seedLarge } from './large-dataset.js';
import { type LargePlan, planFor, rowCounts } from './large-plan.js';

let db: Db;
let dir: string;
let plan: LargePlan;
const storage = () => {
  const config = loadConfig({ DATA_DIR: dir });
  return createStorage(config, loadSecrets(config));
};
const count = async (sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params))[0].n;

beforeAll(async () => {
  db = await freshDb();
  dir = mkdtempSync(join(tmpdir(), 'seed-large-'));
  plan = await seedLarge(db, storage(), { scale: 0.0005, batch: 20 });
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('seed:large at scale 0.0005', () => {
  it("keeps the dashboards' running totals equal to its rows (its inserts of many rows at once, migration 019)", async () => {
    expect(await rollupsDrift(db)).toEqual([]);
    expect(await count('SELECT count(*)::int AS n FROM order_month_states WHERE orders > 0')).toBeGreaterThan(0);
  });

  it('writes the rows of the plan, proportional to the full sizes', async () => {
    expect(plan).toMatchObject(planFor(0.0005, 1, 1));
    const expected = rowCounts(plan);
    expect(expected).toMatchObject({ orders: 100, materials: 10, questions: 5, entities: 2 });
    for (const table of [
      'users',
      'entities',
      'scheduleds',
      'scheduled_students',
      'orders',
      'materials',
      'questions',
      'courses',
      'evaluations',
    ] as const) {
      expect(await count(`SELECT count(*)::int AS n FROM ${table}`), table).toBe(expected[table]);
    }
    expect(await count('SELECT count(*)::int AS n FROM order_items')).toBe(plan.orders);
    expect(await count('SELECT count(*)::int AS n FROM order_vouchers')).toBe(plan.orders);
    const [entity] = await db.query<{ id: string }>(`SELECT id FROM entities WHERE domain = $1`, [plan.domain]);
    expect(
      await count(`SELECT count(*)::int AS n FROM memberships WHERE entity_id = $1 AND role_id = 'estudiante'`, [
        entity.id,
      ]),
    ).toBe(plan.students);
  });

  it('writes rows the API accepts: valid alternatives, order totals from their lines, states in proportion', async () => {
    const questions = await db.query<{
      type: QuestionType;
      alternatives: { _id: string; value: string; correct: boolean }[];
    }>('SELECT type, alternatives FROM questions');
    for (const q of questions) expect(alternativesIssue(q.type, q.alternatives), q.type).toBeNull();
    expect(
      await count(
        'SELECT count(*)::int AS n FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.total_price <> o.total_price',
      ),
    ).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM orders WHERE state = 'pending'`)).toBe(plan.orders * 0.15);
    const names = await db.query<{ name: string; lastname: string; email: string }>(
      'SELECT name, lastname, email FROM users LIMIT 5',
    );
    for (const u of names) expect(u.email).toMatch(/^[a-z0-9.]+@[a-z0-9.-]+$/);
  });

  it('refuses a second run unless forced, which adds a dataset of its own', async () => {
    await expect(seedLarge(db, storage(), { scale: 0.0005 })).rejects.toBeInstanceOf(AlreadySeededError);
    const second = await seedLarge(db, storage(), { scale: 0.0005, force: true });
    expect(second.domain).not.toBe(plan.domain);
    expect(await largeDatasets(db)).toBe(2);
  });
});
