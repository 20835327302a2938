// The checkout (04 §2.2 /aula/comprar, §4 'Buying'): the modules of a course for sale with what the caller may still
// choose, the lines and total of a choice priced as createOrder charges them, the pending order, and the entity's
// payment instructions without any token. Reads only: every refusal and every call changes nothing.
import { M, orders } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIAL_TOKEN } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { expectRollupsExact } from '../metrics/rollups-test-kit.js';
import { orderId, placeOrder, type Priced, pricedProgramme } from './orders-test-kit.js';
import { newStudent, type Student } from '../my-courses/student-test-kit.js';

const { t } = useTestApp();
let rosa: Student;
let luis: Student;
let web: Priced;
let data: Priced;
/** a fourth module of Web, not scheduled yet */
let draft: string;
beforeAll(async () => {
  rosa = await newStudent(t, 'rosa@test.pe');
  luis = await newStudent(t, 'luis@test.pe');
  web = await pricedProgramme(t, 'A', {
    name: 'Web',
    inscription: '100.00',
    course: '300.50',
    modules: ['80.00', '90.00', '0.00'],
  });
  data = await pricedProgramme(t, 'A', { name: 'Datos', inscription: '20.00', course: '480.00', modules: ['120.00'] });
  [{ id: draft }] = await t.db.query<{ id: string }>(
    `INSERT INTO courses (entity_id, parent_course_id, alias, name, price_course, price_inscription, position)
     VALUES ($1, $2, 'modulo', 'Web - Módulo 4', 45.90, 10.00, 3) RETURNING id`,
    [t.fx.entityA, web.programme],
  );
  // a module with an enrolment price of its own: a line is course + enrolment price
  await t.db.query('UPDATE courses SET price_inscription = 5.00 WHERE id = $1', [web.modules[0]]);
});
// the dashboards' running totals follow every write of these tests (migration 019)
expectRollupsExact(() => t.db);

const checkout = (token: string | null, scheduled_id: string, modules?: string[]) =>
  t.call(orders.getCheckout, modules ? { scheduled_id, modules } : { scheduled_id }, token);
const statesOf = async (token: string) => (await checkout(token, web.main)).body.modules.map((m) => m.state);

describe('getCheckout', () => {
  it('answers the whole programme, its modules in order and the payment instructions, never a token', async () => {
    const res = await checkout(rosa.token, web.main);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      entity: { _id: t.fx.entityA, entity_name: 'Entidad A', domain: t.fx.domainA },
      course: { _id: web.main, name: 'Web 2026' },
      programme_available: true,
      programme_total_price: '400.50',
      total_price: '400.50',
      pending_order_id: null,
      payment_accounts: [
        { _id: t.fx.resources.A.paymentAccount, kind: 'yape', bank: null, number: '987654321', cci: null, holder: 'Tesorería', qr_url: null },
      ],
    });
    expect(res.body.lines).toEqual([
      {
        scheduled_id: web.main,
        name: 'Web',
        alias: 'programa',
        course_price: '300.50',
        inscription_price: '100.00',
        total_price: '400.50',
      },
    ]);
    expect(res.body.modules.map((m) => [m.name, m.scheduled_id, m.total_price, m.state])).toEqual([
      ['Web - Módulo 1', web.schedules[0], '85.00', 'available'],
      ['Web - Módulo 2', web.schedules[1], '90.00', 'available'],
      ['Web - Módulo 3', web.schedules[2], '0.00', 'available'],
      ['Web - Módulo 4', null, '55.90', 'not_scheduled'],
    ]);
    const text = JSON.stringify(res.body);
    const sealed = await t.db.query<{ token_sealed: string }>('SELECT token_sealed FROM credentials');
    expect(text).not.toContain(CREDENTIAL_TOKEN);
    for (const { token_sealed } of sealed) expect(text).not.toContain(token_sealed);
    expect(text).not.toMatch(/token|sealed|v1\./i);
  });

  it('prices chosen modules in the programme order, and createOrder then charges exactly that total', async () => {
    const res = await checkout(rosa.token, web.main, [web.schedules[1], web.schedules[0], web.schedules[1]]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.lines.map((l) => [l.scheduled_id, l.name, l.alias, l.total_price])).toEqual([
      [web.schedules[0], 'Web - Módulo 1', 'modulo', '85.00'],
      [web.schedules[1], 'Web - Módulo 2', 'modulo', '90.00'],
    ]);
    expect(res.body.total_price).toBe('175.00');
    const placed = await placeOrder(
      t,
      rosa.token,
      t.fx.entityA,
      res.body.lines.map((l) => l.scheduled_id),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.order.total_price).toBe(res.body.total_price);
    expect(
      placed.body.products.map((p) => [p.scheduled_id, p.course_price, p.inscripcion_price, p.total_price]),
    ).toEqual(res.body.lines.map((l) => [l.scheduled_id, l.course_price, l.inscription_price, l.total_price]));
  });

  it('charges the whole programme at the checkout total', async () => {
    const res = await checkout(luis.token, data.main);
    expect(res.body).toMatchObject({ programme_available: true, total_price: '500.00' });
    const placed = await placeOrder(t, luis.token, t.fx.entityA, [data.main]);
    expect(placed.body.order.total_price).toBe(res.body.total_price);
    expect(await statesOf(luis.token)).toEqual(['available', 'available', 'available', 'not_scheduled']);
    const after = await checkout(luis.token, data.main);
    expect(after.body).toMatchObject({ programme_available: false, pending_order_id: placed.body.order._id });
    expect(after.body.modules.map((m) => m.state)).toEqual(['pending']);
  });

  it('shows the modules pending and then owned, refusing them as choices with the reason', async () => {
    const [{ id: pending }] = await t.db.query<{ id: string }>(
      `SELECT id FROM orders WHERE user_id = $1 AND state = 'pending'`,
      [rosa.id],
    );
    const res = await checkout(rosa.token, web.main);
    expect(res.body).toMatchObject({ programme_available: false, pending_order_id: pending });
    expect(res.body.modules.map((m) => m.state)).toEqual(['pending', 'pending', 'available', 'not_scheduled']);
    const before = await t.snapshot();
    const twice = await checkout(rosa.token, web.main, [web.schedules[0]]);
    expect(twice).toMatchObject({
      status: 400,
      body: { message: M.ORDER_ALREADY_PENDING, fields: { modules: M.ORDER_ALREADY_PENDING } },
    });
    expect(await t.snapshot()).toBe(before);

    const counter = await t.signIn(t.fx.users.counterA.email);
    expect((await t.call(orders.activateOrders, { order_id: pending }, counter)).status).toBe(200);
    const owned = await checkout(rosa.token, web.main);
    expect(owned.body).toMatchObject({ programme_available: false, pending_order_id: null });
    expect(owned.body.modules.map((m) => m.state)).toEqual(['owned', 'owned', 'available', 'not_scheduled']);
    const bought = await checkout(rosa.token, web.main, [web.schedules[2], web.schedules[0]]);
    expect(bought).toMatchObject({
      status: 400,
      body: { message: M.ORDER_ALREADY_BOUGHT, fields: { modules: M.ORDER_ALREADY_BOUGHT } },
    });
    const free = await checkout(rosa.token, web.main, [web.schedules[2]]);
    expect(free.body).toMatchObject({
      total_price: '0.00',
      lines: [{ scheduled_id: web.schedules[2], total_price: '0.00' }],
    });
    expect(await orderId(t, rosa.token, t.fx.entityA, [web.schedules[2]])).toBeTruthy();
  });

  it('refuses a module of another course, one not scheduled and the course itself as a module', async () => {
    const before = await t.snapshot();
    for (const wrong of [data.schedules[0], draft, web.main, t.fx.scheduleds.B.scheduled]) {
      const res = await checkout(luis.token, web.main, [wrong]);
      expect(res, wrong).toMatchObject({
        status: 400,
        body: { message: M.CHECKOUT_MODULE_NOT_FOR_SALE, fields: { modules: M.CHECKOUT_MODULE_NOT_FOR_SALE } },
      });
    }
    expect(await t.snapshot()).toBe(before);
  });
});

describe('who may call getCheckout', () => {
  it("answers 401 without a token, 403 to staff without the student role and for another entity's course", async () => {
    const coord = await t.signIn(t.fx.users.coordA.email);
    const before = await t.snapshot();
    expect((await checkout(null, web.main)).status).toBe(401);
    expect((await checkout(coord, web.main)).status).toBe(403);
    expect((await checkout(rosa.token, t.fx.scheduleds.B.scheduled)).status).toBe(403);
    expect(await t.snapshot()).toBe(before);
  });

  it('answers 404 for a course not for sale: unpublished, a module schedule, or ended', async () => {
    const hidden = await pricedProgramme(t, 'A', { name: 'Oculto', inscription: '0.00', course: '10.00', modules: [] });
    await t.db.query('UPDATE scheduleds SET publish = false WHERE id = $1', [hidden.main]);
    const ended = await pricedProgramme(t, 'A', { name: 'Pasado', inscription: '0.00', course: '10.00', modules: [] });
    await t.db.query(`UPDATE scheduleds SET start_date = '2020-01-01', end_date = '2020-02-01' WHERE id = $1`, [
      ended.main,
    ]);
    for (const id of [hidden.main, web.schedules[0], ended.main]) {
      expect(await checkout(rosa.token, id), id).toMatchObject({
        status: 404,
        body: { message: M.SCHEDULED_NOT_IN_CATALOG },
      });
    }
  });

  it("never shows one student another's orders or modules", async () => {
    const res = await checkout(luis.token, web.main);
    expect(res.body).toMatchObject({ pending_order_id: null, programme_available: true });
    expect(res.body.modules.map((m) => m.state)).toEqual(['available', 'available', 'available', 'not_scheduled']);
  });
});
