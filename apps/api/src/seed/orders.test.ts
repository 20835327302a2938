import { orders } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { demoEntityId, seedDemo } from './seed-test-kit.js';
import { freshDb } from '../test/test-db.js';
import { seedOrders } from './orders.js';
import { DEMO_PASSWORD, seedPlatform } from './platform.js';
import { seedScheduleds } from './scheduleds.js';
import { seedIfEmpty } from './seed.js';
import { seedStudents } from './students.js';

const { t } = useTestApp();
let counter: string;
let entity: string;
beforeAll(async () => {
  await seedDemo(t, [seedPlatform, seedScheduleds, seedStudents, seedOrders]);
  counter = await t.signIn('counter@colegioandino.edu.pe', DEMO_PASSWORD);
  entity = await demoEntityId(t);
});

const list = async (state: string[]) => {
  const res = await t.call(orders.getOrders, { entity_id: entity, state }, counter);
  expect(res.status).toBe(200);
  return res.body.orders;
};

describe('demo orders of Colegio Andino', () => {
  it('fill /vouchers with pending orders, newest first, each with voucher images that open through signed links', async () => {
    const pending = await list(['pending']);
    expect(pending).toHaveLength(4);
    expect(pending[0].total_price).toBe('1350.00');
    // the buyers are the demo students
    expect(pending.every((o) => o.user.email.endsWith('@alumnos.colegioandino.edu.pe'))).toBe(true);
    for (const order of pending) {
      const detail = await t.call(orders.getOrderDetail, { order_id: order._id }, counter);
      const body = detail.body;
      expect(body.vouchers.length).toBeGreaterThan(0);
      for (const v of body.vouchers) {
        const res = await t.app.inject({ method: 'GET', url: v.image_url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^image\/(png|jpeg)$/);
      }
      // the buyer is not yet enrolled in what the order buys: accepting it shows modules unlocking
      const enrolled = await t.db.query(
        'SELECT 1 FROM scheduled_students WHERE user_id = $1 AND scheduled_id = ANY($2::uuid[])',
        [order.user._id, body.products.map((p) => p.scheduled_id)],
      );
      expect(enrolled).toEqual([]);
    }
  });

  it('fill /history with accepted orders (buyer enrolled, modules unlocked), a rejected one with its comment and a canceled one', async () => {
    const history = await list(['rejected', 'canceled', 'success']);
    expect(history.map((o) => o.state).sort()).toEqual(['canceled', 'rejected', 'success', 'success']);
    expect(history.find((o) => o.state === 'rejected')?.comment).toBe(
      'El monto del voucher no coincide con el total de la orden',
    );
    for (const order of history.filter((o) => o.state === 'success')) {
      const modules = await t.db.query<{ buyed: boolean; status: string }>(
        'SELECT buyed, status FROM student_modules WHERE order_id = $1',
        [order._id],
      );
      expect(modules.length).toBeGreaterThan(0);
      expect(modules.every((m) => m.buyed && m.status === 'enabled')).toBe(true);
    }
  });

  it('are part of the first start', async () => {
    const db = await freshDb();
    try {
      const accounts = await seedIfEmpty({ ...t.app.services, db }, false);
      // the demo student account (seed/student-account.ts) is printed with the others, and its five orders counted
      expect(accounts).toContainEqual({ role: 'estudiante (Colegio Andino)', email: 'estudiante@colegioandino.edu.pe', password: DEMO_PASSWORD });
      const rows = await db.query<{ state: string; n: number }>(
        'SELECT state, count(*)::int AS n FROM orders GROUP BY state ORDER BY state',
      );
      expect(rows).toEqual([
        { state: 'canceled', n: 2 },
        { state: 'pending', n: 5 },
        { state: 'rejected', n: 2 },
        { state: 'success', n: 4 },
      ]);
    } finally {
      await db.close();
    }
  });
});
