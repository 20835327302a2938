// 'Listado de Vouchers' and 'Historial' (02 §2.11, §4, §7): getOrders pages by 15, newest first, filters by e-mail
// and lists exactly the states asked for. Who may read them: order-detail.test.ts.
import { M, type OrderOutput, orders } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { orderId, pricedProgramme } from './orders-test-kit.js';

const { t, as } = useTestApp(['counterA']);
const buyers: Record<'luis' | 'rosa', string> = { luis: '', rosa: '' };
const closed: Record<'rejected' | 'canceled' | 'success', string> = { rejected: '', canceled: '', success: '' };

const user = async (email: string, photo: string | null) => {
  const [{ id }] = await t.db.query<{ id: string }>(
    `INSERT INTO users (email, name, lastname, photo, phone, dni, address) VALUES ($1, 'Comprador', 'Demo', $2, '987654321', '12345678', 'Av. Sol 1') RETURNING id`,
    [email, photo],
  );
  await t.db.query(`INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, 'estudiante')`, [
    t.fx.entityA,
    id,
  ]);
  return id;
};
const insertOrder = async (userId: string, hoursAgo: number, state = 'pending', total = '10.00') =>
  (
    await t.db.query<{ id: string }>(
      `INSERT INTO orders (entity_id, user_id, total_price, state, created_at, decided_at, comment)
       VALUES ($1, $2, $3, $4, now() - make_interval(hours => $5), CASE WHEN $4 = 'pending' THEN NULL ELSE now() END,
               CASE WHEN $4 = 'rejected' THEN 'Monto incompleto' END) RETURNING id`,
      [t.fx.entityA, userId, total, state, hoursAgo],
    )
  )[0].id;

beforeAll(async () => {
  buyers.luis = await user('luis.mamani@correo.pe', 'public/users/2026-01/luis.png');
  buyers.rosa = await user('rosa.huaman@correo.pe', null);
  await t.db.query(`UPDATE users SET photo = 'http://fotos.example.org/alumno.jpg' WHERE id = $1`, [
    t.fx.users.studentA.id,
  ]);
  // 16 pending orders an hour apart (the fixture's pending order is the newest), then one order in each closed state
  for (let i = 1; i <= 16; i++) await insertOrder(i % 2 ? buyers.luis : buyers.rosa, i, 'pending', `${i}.05`);
  closed.success = await insertOrder(buyers.luis, 30, 'success');
  closed.rejected = await insertOrder(buyers.rosa, 20, 'rejected');
  closed.canceled = await insertOrder(buyers.luis, 40, 'canceled');
  const course = await pricedProgramme(t, 'A', {
    name: 'Robótica',
    inscription: '30.00',
    course: '450.90',
    modules: ['99.99'],
  });
  await orderId(t, await t.signIn(t.fx.users.studentA.email), t.fx.entityA, [course.main]);
});

type Page = { orders: OrderOutput[]; pagination: Record<string, unknown> };
const list = async (over: Record<string, unknown> = {}, token = as.counterA) => {
  const res = await t.call(orders.getOrders, { entity_id: t.fx.entityA, ...over }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const totals = (p: Page) => p.orders.map((o) => o.total_price);

describe('getOrders', () => {
  it('lists pending orders by default, 15 a page, newest first', async () => {
    const first = await list();
    expect(first.pagination).toEqual({
      actualPage: 1,
      hasNextPage: true,
      hasPrevPage: false,
      itemCount: 15,
      nextPage: 2,
      total: 18,
      totalPages: 2,
    });
    expect(first.orders.every((o) => o.state === 'pending')).toBe(true);
    // the order placed last, then the fixture's (0.00), then 1.05 … 13.05
    expect(totals(first)).toEqual(['480.90', '0.00', ...Array.from({ length: 13 }, (_, i) => `${i + 1}.05`)]);
    const second = await list({ page: 2 });
    expect(totals(second)).toEqual(['14.05', '15.05', '16.05']);
    expect(second.pagination).toMatchObject({
      actualPage: 2,
      hasPrevPage: true,
      hasNextPage: false,
      nextPage: null,
      itemCount: 3,
    });
    expect(totals(await list({ sort: 'created_at', docs: 3 }))).toEqual(['16.05', '15.05', '14.05']);
  });

  it('filters by part of the e-mail in any case, from filter_by_email or the search box', async () => {
    const luis = await list({ filter_by_email: 'MAMANI@' });
    expect(luis.pagination).toMatchObject({ total: 8 });
    expect(luis.orders.every((o) => o.user.email === 'luis.mamani@correo.pe')).toBe(true);
    expect((await list({ query: JSON.stringify({ field: 'email', search: 'Huaman' }) })).pagination).toMatchObject({
      total: 8,
    });
    expect((await list({ filter_by_email: 'nadie' })).orders).toEqual([]);
  });

  it('lists the history: exactly rejected, canceled and success, newest first', async () => {
    const history = await list({ state: ['rejected', 'canceled', 'success'] });
    expect(history.orders.map((o) => o._id)).toEqual([closed.rejected, closed.success, closed.canceled]);
    expect(history.orders.map((o) => o.state)).toEqual(['rejected', 'success', 'canceled']);
    expect(history.orders[0]).toMatchObject({ comment: 'Monto incompleto' });
    expect(history.orders.every((o) => o.decided_at !== null)).toBe(true);
    expect((await list({ state: JSON.stringify(['canceled']) })).orders.map((o) => o._id)).toEqual([closed.canceled]);
  });

  it('gives the buyer fields of 02 §2.12: a stored photo by its public address, another address as stored', async () => {
    const page = await list({ docs: 100 });
    const byEmail = new Map(page.orders.map((o) => [o.user.email, o.user]));
    expect(byEmail.get('luis.mamani@correo.pe')).toEqual({
      _id: buyers.luis,
      name: 'Comprador',
      lastname: 'Demo',
      photo: '/files/public/users/2026-01/luis.png',
      email: 'luis.mamani@correo.pe',
      phone: '987654321',
      dni: '12345678',
      address: 'Av. Sol 1',
    });
    expect(byEmail.get('rosa.huaman@correo.pe')?.photo).toBeNull();
    expect(byEmail.get(t.fx.users.studentA.email)?.photo).toBe('http://fotos.example.org/alumno.jpg');
  });

  it('answers validation messages for a bad sort, state or page', async () => {
    for (const bad of [{ sort: 'name' }, { state: ['pagado'] }, { state: [] }, { page: 0 }, { docs: 'todo' }]) {
      const res = await t.callRaw(orders.getOrders, { entity_id: t.fx.entityA, ...bad }, as.counterA);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
    }
    const sort = await t.callRaw(orders.getOrders, { entity_id: t.fx.entityA, sort: 'name' }, as.counterA);
    expect(sort.body.message).toBe(M.FIELD_INVALID);
  });
});
