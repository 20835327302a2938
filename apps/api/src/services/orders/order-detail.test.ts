// The order detail of 02 §2.12 (getOrderDetail), and who may read orders at all (03 §2): the counter and the admins;
// never the coordinador, a student, a docente or another entity's staff.
import { M, orders } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { jpeg, png } from '../../test/images.js';
import { orderId, pricedProgramme } from './orders-test-kit.js';

const { t, as } = useTestApp(['counterA']);
let placed: string;
beforeAll(async () => {
  const course = await pricedProgramme(t, 'A', {
    name: 'Robótica',
    inscription: '30.00',
    course: '450.90',
    modules: ['99.99'],
  });
  placed = await orderId(t, await t.signIn(t.fx.users.studentA.email), t.fx.entityA, [course.main]);
});

describe("'Posible voucher duplicado' (04 §2.4)", () => {
  it('names the other orders paid with the same image bytes, or the same operation number and amount', async () => {
    const a = await pricedProgramme(t, 'A', { name: 'Dup A', inscription: '0.00', course: '50.00', modules: [] });
    const b = await pricedProgramme(t, 'A', { name: 'Dup B', inscription: '0.00', course: '50.00', modules: [] });
    const c = await pricedProgramme(t, 'A', { name: 'Dup C', inscription: '0.00', course: '70.00', modules: [] });
    const buyer = await t.signIn(t.fx.users.docenteA.email);
    const same = await png('#123456');
    const upload = (main: string, operation: string, bytes: Buffer) =>
      t.upload(
        orders.createOrder,
        { entity_id: t.fx.entityA, products: JSON.stringify([{ scheduled_id: main }]), operation_number: operation },
        [{ field: 'vouchers', name: 'v.png', bytes }],
        buyer,
      );
    const first = (await upload(a.main, 'OP-1', same)).body.order._id;
    const second = (await upload(b.main, 'OP-2', same)).body.order._id;
    const byNumber = (await upload(c.main, 'OP-1', await jpeg('#654321'))).body.order._id;
    const detail = (id: string) => t.call(orders.getOrderDetail, { order_id: id }, as.counterA);
    const docente = t.fx.users.docenteA;
    const firstAt = (await detail(first)).body.order.created_at;
    expect((await detail(second)).body.vouchers[0].duplicates).toEqual([
      {
        order_id: first,
        reason: 'image',
        buyer: 'docenteA Prueba',
        email: docente.email,
        created_at: firstAt,
        state: 'pending',
      },
    ]);
    // OP-1 again, but for 70.00 rather than 50.00: not the same payment
    expect((await detail(byNumber)).body.vouchers[0].duplicates).toEqual([]);
    const d = await pricedProgramme(t, 'A', { name: 'Dup D', inscription: '10.00', course: '40.00', modules: [] });
    const sameNumber = (await upload(d.main, 'OP-1', await jpeg('#224466'))).body.order._id;
    const dupes = (await detail(sameNumber)).body.vouchers[0].duplicates;
    expect(dupes).toContainEqual(
      expect.objectContaining({ order_id: first, reason: 'operation', email: docente.email }),
    );
    expect((await detail(sameNumber)).body.order.operation_number).toBe('OP-1');
  });
});

describe('getOrderDetail', () => {
  it('answers the order, its lines and total, and its vouchers by signed link', async () => {
    const res = await t.call(orders.getOrderDetail, { order_id: placed }, as.counterA);
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.order).toMatchObject({
      _id: placed,
      state: 'pending',
      total_price: '480.90',
      user: { email: t.fx.users.studentA.email },
    });
    expect(body.products).toEqual([
      expect.objectContaining({
        category: 'Tecnología',
        course_name: 'Robótica',
        course_price: '450.90',
        inscripcion_price: '30.00',
        total_price: '480.90',
        preview: null,
      }),
    ]);
    expect(body.vouchers.map((v) => v.image_url)).toEqual([
      expect.stringMatching(/\?exp=\d+&sig=/),
      expect.stringMatching(/\?exp=\d+&sig=/),
    ]);
    const empty = await t.call(orders.getOrderDetail, { order_id: t.fx.orders.A.order }, as.counterA);
    expect(empty.body).toMatchObject({ products: [], vouchers: [], order: { total_price: '0.00' } });
  });

  it('answers 403 for an unknown order (as for any record outside the entity) and 400 for a malformed id', async () => {
    expect(
      (await t.call(orders.getOrderDetail, { order_id: '00000000-0000-4000-8000-000000000000' }, as.counterA)).status,
    ).toBe(403);
    expect((await t.call(orders.getOrderDetail, { order_id: 'abc' }, as.counterA)).body).toMatchObject({
      code: 'VALIDATION',
      message: M.FIELD_INVALID,
    });
  });
});

describe('who may read orders (03 §2)', () => {
  it('lets the counter and the admins read, and refuses the coordinador, students and docentes (403)', async () => {
    for (const who of ['adminA', 'adminB2bA', 'multi'] as const) {
      const token = await t.signIn(t.fx.users[who].email);
      expect((await t.call(orders.getOrders, { entity_id: t.fx.entityA }, token)).status, who).toBe(200);
    }
    for (const who of ['coordA', 'studentA', 'docenteA'] as const) {
      const token = await t.signIn(t.fx.users[who].email);
      expect((await t.call(orders.getOrders, { entity_id: t.fx.entityA }, token)).status, who).toBe(403);
      expect((await t.call(orders.getOrderDetail, { order_id: placed }, token)).body, who).toMatchObject({
        code: 'FORBIDDEN',
        message: M.NO_ENTITY_ACCESS,
      });
    }
  });

  it("refuses another entity's staff (403) and a call without a token (401)", async () => {
    const counterB = await t.signIn(t.fx.users.counterB.email);
    expect((await t.call(orders.getOrders, { entity_id: t.fx.entityA }, counterB)).status).toBe(403);
    expect((await t.call(orders.getOrderDetail, { order_id: placed }, counterB)).status).toBe(403);
    expect((await t.call(orders.getOrderDetail, { order_id: t.fx.orders.B.order }, as.counterA)).status).toBe(403);
    expect((await t.call(orders.getOrders, { entity_id: t.fx.entityA }, null)).body).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: M.SESSION_EXPIRED,
    });
  });

  it('refuses everyone but the superadmin while the entity has the payment service off', async () => {
    await t.db.query(`UPDATE entities SET permissions = '{"services": {"payment": false}}' WHERE id = $1`, [
      t.fx.entityA,
    ]);
    expect((await t.call(orders.getOrders, { entity_id: t.fx.entityA }, as.counterA)).status).toBe(403);
    const root = await t.signIn(t.fx.users.superadmin.email);
    expect((await t.call(orders.getOrders, { entity_id: t.fx.entityA }, root)).status).toBe(200);
    await t.db.query(`UPDATE entities SET permissions = '{}' WHERE id = $1`, [t.fx.entityA]);
  });
});
