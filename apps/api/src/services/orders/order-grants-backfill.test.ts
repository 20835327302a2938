// Migration 030 fills order_grants for the orders accepted before it, from their rows alone. Here orders are accepted
// now (each acceptance notes its grants), the notes are emptied, and the migration's backfill must find them again:
// a whole programme, a module on top of a manual enrolment made before the order, a module unlocked by hand while the
// order waited, and two orders under one main course.
import { readFileSync } from 'node:fs';
import { orders, students } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { newStudent } from '../my-courses/student-test-kit.js';
import { orderId, type Priced, pricedProgramme } from './orders-test-kit.js';

const { t, as } = useTestApp(['adminA', 'counterA']);
let p: Priced;
let q: Priced;
beforeAll(async () => {
  p = await pricedProgramme(t, 'A', {
    name: 'Relleno',
    inscription: '0.00',
    course: '90.00',
    modules: ['10.00', '20.00'],
  });
  q = await pricedProgramme(t, 'A', {
    name: 'Segundo',
    inscription: '0.00',
    course: '90.00',
    modules: ['10.00', '20.00'],
  });
});

const MIGRATION = new URL('../../db/migrations/030-annulled-orders.sql', import.meta.url);
const backfill = () => {
  const sql = readFileSync(MIGRATION, 'utf8');
  return sql.slice(sql.indexOf('-- The orders accepted before this migration'));
};
const grants = () =>
  t.db.query<Record<string, unknown>>(
    `SELECT order_id, user_id, scheduled_id, course_id, enrolled_at, before_buyed, before_status, before_order_id
       FROM order_grants ORDER BY order_id, scheduled_id, course_id NULLS FIRST`,
  );
const accept = async (order: string) =>
  expect((await t.call(orders.activateOrders, { order_id: order }, as.counterA)).status).toBe(200);
const enrolByHand = async (user: string, scheduleds: string[]) => {
  const input = { rol: ['estudiante'], scheduleds, entity: t.fx.entityA, user, mode: 'part' as const };
  expect((await t.call(students.assignUserToScheduled, input, as.adminA)).status).toBe(200);
};

describe('migration 030 backfill', () => {
  it('finds again what the acceptances noted', async () => {
    const whole = await newStudent(t, 'relleno-1@test.pe');
    await accept(await orderId(t, whole.token, t.fx.entityA, [p.main]));

    const before = await newStudent(t, 'relleno-2@test.pe');
    await enrolByHand(before.id, [p.main, p.schedules[0]]);
    await accept(await orderId(t, before.token, t.fx.entityA, [p.schedules[1]]));

    const meanwhile = await newStudent(t, 'relleno-3@test.pe');
    const waiting = await orderId(t, meanwhile.token, t.fx.entityA, [q.schedules[0]]);
    await enrolByHand(meanwhile.id, [q.main, q.schedules[0]]);
    await accept(waiting);

    const twice = await newStudent(t, 'relleno-4@test.pe');
    await accept(await orderId(t, twice.token, t.fx.entityA, [q.schedules[0]]));
    await accept(await orderId(t, twice.token, t.fx.entityA, [q.schedules[1]]));

    const noted = await grants();
    expect(noted.length).toBeGreaterThan(10);
    await t.db.query('DELETE FROM order_grants');
    await t.db.exec(backfill());
    expect(await grants()).toEqual(noted);
  });
});
