// createOrder (03 §1): a member of the entity buys scheduled courses with deposit voucher images; prices are the
// server's, exact; vouchers are private images opened only through signed links; a refusal leaves no row and no file.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { M, orders } from '@edu/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { expectRollupsExact } from '../metrics/rollups-test-kit.js';
import { exe, gif, png } from '../../test/images.js';
import { type Priced, placeOrder, pricedProgramme } from './orders-test-kit.js';

const { t, as } = useTestApp(['studentA']);
let cheap: Priced;
let other: Priced;
let priceyB: Priced;
beforeAll(async () => {
  cheap = await pricedProgramme(t, 'A', {
    name: 'Céntimos',
    inscription: '0.00',
    course: '0.10',
    modules: ['0.20', '0.00'],
  });
  other = await pricedProgramme(t, 'A', { name: 'Redes', inscription: '50.25', course: '1200.50', modules: ['0.20'] });
  priceyB = await pricedProgramme(t, 'B', { name: 'Otra entidad', inscription: '1.00', course: '2.00', modules: [] });
});
// the dashboards' running totals follow every write of these tests (migration 019)
expectRollupsExact(() => t.db);
// one pending order per student and course (04 §4): each test starts with none of the student's orders pending
beforeEach(async () => {
  await t.db.query(
    `UPDATE orders SET state = 'canceled', decided_at = clock_timestamp() WHERE state = 'pending' AND user_id = $1`,
    [t.fx.users.studentA.id],
  );
});

/** every stored voucher file (final or temporary) */
const voucherFilesOnDisk = () => {
  try {
    return readdirSync(join(t.dataDir, 'files', 'private', 'students'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
};

describe('createOrder', () => {
  it('prices each line as course + enrolment price and sums them exactly (0.10 + 0.20 = 0.30)', async () => {
    const res = await placeOrder(t, as.studentA, t.fx.entityA, [cheap.main, other.schedules[0]]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { order, products } = res.body;
    expect(order).toMatchObject({
      state: 'pending',
      total_price: '0.30',
      comment: null,
      decided_at: null,
      user: { _id: t.fx.users.studentA.id, email: t.fx.users.studentA.email, name: 'studentA', lastname: 'Prueba' },
    });
    expect(
      products.map((p) => [p.course_name, p.category, p.course_price, p.inscripcion_price, p.total_price]),
    ).toEqual([
      ['Céntimos', 'Tecnología', '0.10', '0.00', '0.10'],
      ['Redes - Módulo 1', 'Tecnología', '0.20', '0.00', '0.20'],
    ]);
    expect(products.map((p) => p.scheduled_id)).toEqual([cheap.main, other.schedules[0]]);
  });

  it('keeps large totals exact as well, and counts a product named twice once', async () => {
    const res = await placeOrder(t, as.studentA, t.fx.entityA, [other.main, other.main, cheap.schedules[0]]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { order, products } = res.body;
    expect(products.map((p) => p.total_price)).toEqual(['1250.75', '0.20']);
    expect(order.total_price).toBe('1250.95');
    const [{ total }] = await t.db.query<{ total: string }>(
      'SELECT total_price::text AS total FROM orders WHERE id = $1',
      [order._id],
    );
    expect(total).toBe('1250.95');
  });

  it('stores the vouchers privately: each opens through its signed link with its type, never without it', async () => {
    const placed = (await placeOrder(t, as.studentA, t.fx.entityA, [cheap.main])).body;
    const counter = await t.signIn(t.fx.users.counterA.email);
    const detail = await t.call(orders.getOrderDetail, { order_id: placed.order._id }, counter);
    const vouchers = detail.body.vouchers;
    expect(vouchers).toHaveLength(2);
    const types = [];
    for (const v of vouchers) {
      expect(v.image_url).toMatch(/^\/files\/private\/students\/.+\.(png|jpg)\?exp=\d+&sig=[\w-]+$/);
      const res = await t.app.inject({ method: 'GET', url: v.image_url });
      expect(res.statusCode).toBe(200);
      types.push(res.headers['content-type']);
      expect((await t.app.inject({ method: 'GET', url: v.image_url.split('?')[0] })).statusCode).toBe(404);
    }
    expect(types).toEqual(['image/png', 'image/jpeg']);
  });

  it.each([
    ['a gif', () => gif(), 415, M.IMAGE_FORMAT_INVALID],
    ['an executable named .png', async () => exe(), 415, M.IMAGE_FORMAT_INVALID],
  ])('refuses %s as a voucher and keeps nothing', async (_label, bytes, status, message) => {
    const before = await t.snapshot();
    const files = voucherFilesOnDisk();
    const res = await placeOrder(
      t,
      as.studentA,
      t.fx.entityA,
      [cheap.main],
      [
        { field: 'vouchers', name: 'ok.png', bytes: await png() },
        { field: 'vouchers', name: 'voucher.png', bytes: await bytes() },
      ],
    );
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ code: 'BAD_FILE_TYPE', message });
    expect(await t.snapshot()).toBe(before);
    expect(voucherFilesOnDisk()).toEqual(files);
  });

  it('refuses an order without vouchers, or with more than 3, and keeps nothing', async () => {
    const before = await t.snapshot();
    const files = voucherFilesOnDisk();
    const none = await placeOrder(t, as.studentA, t.fx.entityA, [cheap.main], []);
    expect(none).toMatchObject({ status: 400, body: { code: 'VALIDATION', message: M.ORDER_VOUCHER_REQUIRED } });
    const json = await t.call(
      orders.createOrder,
      { entity_id: t.fx.entityA, products: [{ scheduled_id: cheap.main }] },
      as.studentA,
    );
    expect(json.body.message).toBe(M.ORDER_VOUCHER_REQUIRED);
    const four = Array.from({ length: 4 }, () => ({ field: 'vouchers', name: 'v.png', bytes: Buffer.alloc(0) }));
    for (const f of four) f.bytes = await png();
    const many = await placeOrder(t, as.studentA, t.fx.entityA, [cheap.main], four);
    expect(many).toMatchObject({ status: 400, body: { message: M.ORDER_TOO_MANY_VOUCHERS } });
    expect(await t.snapshot()).toBe(before);
    expect(voucherFilesOnDisk()).toEqual(files);
  });

  it('answers validation messages for missing or malformed products', async () => {
    const cases: [string, string | undefined][] = [
      ['[]', M.FIELD_REQUIRED],
      ['[{"scheduled_id":"no-es-un-id"}]', M.FIELD_INVALID],
      ['[{', undefined],
    ];
    for (const [products, message] of cases) {
      const res = await t.upload(orders.createOrder, { entity_id: t.fx.entityA, products }, [], as.studentA);
      expect(res.status, products).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
      if (message) expect(res.body.message).toBe(message);
    }
    const noEntity = await t.upload(orders.createOrder, { products: '[]' }, [], as.studentA);
    expect(noEntity.body).toMatchObject({ code: 'VALIDATION', fields: { entity_id: M.FIELD_REQUIRED } });
  });

  it("refuses a programme together with one of its own modules, and another entity's scheduled course (404)", async () => {
    const before = await t.snapshot();
    const both = await placeOrder(t, as.studentA, t.fx.entityA, [cheap.main, cheap.schedules[1]]);
    expect(both).toMatchObject({ status: 400, body: { message: M.ORDER_PROGRAMME_INCLUDES_MODULE } });
    const foreign = await placeOrder(t, as.studentA, t.fx.entityA, [cheap.main, priceyB.main]);
    expect(foreign).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: M.SCHEDULED_NOT_FOUND } });
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a programme that is not on sale (unpublished or ended), and its modules, as the catalogue hides them', async () => {
    const hide = (sql: string) => t.db.query(`UPDATE scheduleds SET ${sql} WHERE id = $1`, [other.main]);
    const [dates] = await t.db.query<{ start_date: string; end_date: string }>(
      'SELECT start_date::text, end_date::text FROM scheduleds WHERE id = $1',
      [other.main],
    );
    for (const [off, on] of [
      ['publish = false', 'publish = true'],
      [`start_date = '2020-01-01', end_date = '2020-01-31'`, `start_date = '${dates.start_date}', end_date = '${dates.end_date}'`],
    ]) {
      await hide(off);
      const before = await t.snapshot();
      for (const bought of [other.main, other.schedules[0]]) {
        const res = await placeOrder(t, as.studentA, t.fx.entityA, [bought]);
        expect(res).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: M.SCHEDULED_NOT_IN_CATALOG } });
      }
      expect(await t.snapshot()).toBe(before);
      await hide(on);
    }
    expect((await placeOrder(t, as.studentA, t.fx.entityA, [other.schedules[0]])).status).toBe(200);
  });

  it('lets any member buy, and refuses a non-member (403) or no token (401), keeping nothing', async () => {
    const docente = await t.signIn(t.fx.users.docenteA.email);
    expect((await placeOrder(t, docente, t.fx.entityA, [cheap.main])).status).toBe(200);
    const tokens = await Promise.all(
      (['studentB', 'noEntity', 'superadmin'] as const).map((w) => t.signIn(t.fx.users[w].email)),
    );
    const before = await t.snapshot();
    const files = voucherFilesOnDisk();
    for (const [i, who] of (['studentB', 'noEntity', 'superadmin'] as const).entries()) {
      const res = await placeOrder(t, tokens[i], t.fx.entityA, [cheap.main]);
      expect(res, who).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', message: M.NO_ENTITY_ACCESS } });
    }
    const anonymous = await placeOrder(t, '', t.fx.entityA, [cheap.main]);
    expect(anonymous).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect(await t.snapshot()).toBe(before);
    expect(voucherFilesOnDisk()).toEqual(files);
  });
});
