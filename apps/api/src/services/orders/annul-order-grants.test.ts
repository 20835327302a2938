// What an annulment takes back (order-grants.ts): exactly what the order's acceptance gave. An enrolment or a module
// the buyer had from elsewhere (a manual enrolment before the order or since, another accepted order) stays.
import { orders, students } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { expectRollupsExact } from '../metrics/rollups-test-kit.js';
import { newStudent } from '../my-courses/student-test-kit.js';
import { enrolmentsOf, modulesOf, orderId, type Priced, pricedProgramme } from './orders-test-kit.js';

const { t, as } = useTestApp(['adminA', 'counterA']);
let serial = 0;
const programme = () => {
  serial += 1;
  return pricedProgramme(t, 'A', {
    name: `Programa ${serial}`,
    inscription: '0.00',
    course: '200.00',
    modules: ['50.00', '60.00'],
  });
};
let a: Priced;
let b: Priced;
beforeAll(async () => {
  [a, b] = [await programme(), await programme()];
});
expectRollupsExact(() => t.db);

const accept = async (order: string) =>
  expect((await t.call(orders.activateOrders, { order_id: order }, as.counterA)).status).toBe(200);
const annul = async (order: string) =>
  expect((await t.call(orders.annulOrder, { order_id: order, message: 'Anulada' }, as.adminA)).status).toBe(200);
const enrolByHand = async (user: string, scheduleds: string[], mode: 'total' | 'part') => {
  const input = { rol: ['estudiante'], scheduleds, entity: t.fx.entityA, user, mode, type: 'web' as const };
  expect((await t.call(students.assignUserToScheduled, input, as.adminA)).status).toBe(200);
};
const enrolled = async (user: string) => (await enrolmentsOf(t, user)).map((e) => e.scheduled_id).sort();
const access = async (user: string) =>
  (await modulesOf(t, user)).map((m) => [m.course_id, m.buyed && m.status === 'enabled', m.order_id]);
const sorted = (ids: string[]) => [...ids].sort();

describe('what an annulment takes back', () => {
  it('keeps a manual enrolment made before the order; takes only the module the order bought', async () => {
    const buyer = await newStudent(t, 'a-mano@test.pe');
    await enrolByHand(buyer.id, [a.main, a.schedules[0]], 'part');
    const order = await orderId(t, buyer.token, t.fx.entityA, [a.schedules[1]]);
    await accept(order);
    expect(await enrolled(buyer.id)).toEqual(sorted([a.main, ...a.schedules]));
    await annul(order);
    expect(await enrolled(buyer.id)).toEqual(sorted([a.main, a.schedules[0]]));
    expect(await access(buyer.id)).toEqual([[a.modules[0], true, null]]);
  });

  it('keeps a main course another accepted order still needs, and takes it with that order', async () => {
    const buyer = await newStudent(t, 'dos-ordenes@test.pe');
    const first = await orderId(t, buyer.token, t.fx.entityA, [b.schedules[0]]);
    await accept(first);
    const second = await orderId(t, buyer.token, t.fx.entityA, [b.schedules[1]]);
    await accept(second);
    await annul(first);
    expect(await enrolled(buyer.id)).toEqual(sorted([b.main, b.schedules[1]]));
    expect(await access(buyer.id)).toEqual([[b.modules[1], true, second]]);
    await annul(second);
    expect(await enrolled(buyer.id)).toEqual([]);
    expect(await access(buyer.id)).toEqual([]);
  });

  it('keeps what was given by hand while the order waited, back without the order on it', async () => {
    const c = await programme();
    const buyer = await newStudent(t, 'mientras@test.pe');
    const order = await orderId(t, buyer.token, t.fx.entityA, [c.schedules[0]]);
    await enrolByHand(buyer.id, [c.main, c.schedules[0]], 'part');
    await accept(order);
    expect(await access(buyer.id)).toEqual([[c.modules[0], true, order]]);
    await annul(order);
    expect(await enrolled(buyer.id)).toEqual(sorted([c.main, c.schedules[0]]));
    expect(await access(buyer.id)).toEqual([[c.modules[0], true, null]]);
  });

  it('leaves an enrolment removed and made again by hand since the acceptance', async () => {
    const d = await programme();
    const buyer = await newStudent(t, 'de-nuevo@test.pe');
    const order = await orderId(t, buyer.token, t.fx.entityA, [d.main]);
    await accept(order);
    const input = { entity: t.fx.entityA, scheduled: d.main, user: buyer.id };
    expect((await t.call(students.deallocateUserFromScheduled, input, as.adminA)).status).toBe(200);
    await enrolByHand(buyer.id, [d.main], 'total');
    await annul(order);
    expect(await enrolled(buyer.id)).toEqual(sorted([d.main, ...d.schedules]));
    expect((await access(buyer.id)).map(([, open, by]) => [open, by])).toEqual([
      [true, null],
      [true, null],
    ]);
  });

  it('takes a whole programme with every module, scheduled or not yet', async () => {
    const e = await programme();
    const unscheduled = (
      await t.db.query<{ id: string }>(
        `INSERT INTO courses (entity_id, parent_course_id, alias, name, price_course, position)
         VALUES ($1, $2, 'modulo', 'Sin programar', 10, 9) RETURNING id`,
        [t.fx.entityA, e.programme],
      )
    )[0].id;
    const buyer = await newStudent(t, 'completo@test.pe');
    const order = await orderId(t, buyer.token, t.fx.entityA, [e.main]);
    await accept(order);
    expect((await access(buyer.id)).map(([course]) => course)).toEqual(sorted([...e.modules, unscheduled]));
    await annul(order);
    expect(await enrolled(buyer.id)).toEqual([]);
    expect(await access(buyer.id)).toEqual([]);
  });
});
