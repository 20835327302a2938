// The student's own area (04 §2.2, §3, §4 'Buying'): Mis cursos with each module locked or unlocked by 02 §4 and the
// reason; materials only of unlocked modules, through short-lived links; Mis pedidos with cancel and resend; one
// pending order per course, nothing bought twice; the buyer told of the decision by e-mail. Every call is the
// caller's own: another student's order or course is no order or course for them, and nothing changes.
import { M, materials, myCourses, orders } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { expectRollupsExact } from '../metrics/rollups-test-kit.js';
import { png } from '../../test/images.js';
import { sentMails } from '../../test/outbox.js';
import { orderId, type Priced, placeOrder, pricedProgramme, voucherFiles } from '../orders/orders-test-kit.js';
import { newStudent, type Student } from './student-test-kit.js';

const { t } = useTestApp();
let rosa: Student;
let luis: Student;
let counter: string;
let web: Priced;
let data: Priced;
let lesson: string;
beforeAll(async () => {
  rosa = await newStudent(t, 'rosa@test.pe');
  luis = await newStudent(t, 'luis@test.pe');
  counter = await t.signIn(t.fx.users.counterA.email);
  web = await pricedProgramme(t, 'A', { name: 'Web', inscription: '100.00', course: '300.50', modules: ['80.00', '90.00', '0.00'] });
  data = await pricedProgramme(t, 'A', { name: 'Datos', inscription: '0.00', course: '500.00', modules: ['120.00'] });
  const [{ id }] = await t.db.query<{ id: string }>(
    `INSERT INTO materials (entity_id, course_id, title, description, type, url, name_file)
     VALUES ($1, $2, 'Guía de HTML', 'Lectura', 'url', 'https://example.org/html', 'Guía') RETURNING id`,
    [t.fx.entityA, web.modules[0]],
  );
  lesson = id;
});
// the dashboards' running totals follow every write of these tests (migration 019)
expectRollupsExact(() => t.db);

const accept = (order: string) => t.call(orders.activateOrders, { order_id: order }, counter);
const reject = (order: string, message: string) => t.call(orders.rejectOrder, { order_id: order, message }, counter);
const myCourse = (token: string, scheduled = web.main) => t.call(myCourses.getMyCourse, { scheduled_id: scheduled }, token);

describe('buying and Mis cursos', () => {
  it('shows a bought module unlocked with its materials, a pending one and one not bought locked with the reason', async () => {
    const first = await orderId(t, rosa.token, t.fx.entityA, [web.schedules[0]]);
    expect((await accept(first)).status).toBe(200);
    const res = await placeOrder(t, rosa.token, t.fx.entityA, [web.schedules[1]], [
      { field: 'vouchers', name: 'yape.png', bytes: await png() },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const course = (await myCourse(rosa.token)).body.course;
    expect(course).toMatchObject({ _id: web.main, modules_total: 3, modules_unlocked: 1 });
    expect(course.modules.map((m) => [m.name, m.unlocked, m.lock_reason])).toEqual([
      ['Web - Módulo 1', true, null],
      ['Web - Módulo 2', false, 'pending'],
      ['Web - Módulo 3', false, 'not_bought'],
    ]);
    expect(course.modules[0].materials.map((m) => m.title)).toEqual(['Guía de HTML']);
    expect(course.modules[1].materials).toEqual([]);
    const list = await t.call(myCourses.getMyCourses, { entity_id: t.fx.entityA }, rosa.token);
    expect(list.body.courses.map((c) => c._id)).toEqual([web.main]);
  });

  it("shows 'Deshabilitado' for a bought module the staff disabled, and opens no material of it", async () => {
    await t.db.query(`UPDATE student_modules SET status = 'disabled' WHERE user_id = $1 AND course_id = $2`, [
      rosa.id,
      web.modules[0],
    ]);
    const course = (await myCourse(rosa.token)).body.course;
    expect(course.modules[0]).toMatchObject({ unlocked: false, lock_reason: 'disabled', materials: [] });
    const link = await t.call(materials.getMaterialLink, { material_id: lesson }, rosa.token);
    expect(link).toMatchObject({ status: 403, body: { message: M.MATERIAL_LOCKED } });
    await t.db.query(`UPDATE student_modules SET status = 'enabled' WHERE user_id = $1 AND course_id = $2`, [
      rosa.id,
      web.modules[0],
    ]);
    expect((await t.call(materials.getMaterialLink, { material_id: lesson }, rosa.token)).body).toEqual({
      url: 'https://example.org/html',
      expires_at: null,
    });
  });

  it('leaves out the materials while the entity has services.materials off, and refuses their links', async () => {
    await t.db.query(`UPDATE entities SET permissions = '{"services": {"materials": false}}' WHERE id = $1`, [t.fx.entityA]);
    try {
      expect((await myCourse(rosa.token)).body.course.modules[0]).toMatchObject({ unlocked: true, materials: [] });
      expect((await t.call(materials.getMaterialLink, { material_id: lesson }, rosa.token)).status).toBe(403);
    } finally {
      await t.db.query(`UPDATE entities SET permissions = '{}' WHERE id = $1`, [t.fx.entityA]);
    }
    expect((await myCourse(rosa.token)).body.course.modules[0].materials.map((m) => m.title)).toEqual(['Guía de HTML']);
  });

  it("refuses a second pending order for the course, and a module already bought, changing nothing", async () => {
    const before = await t.snapshot();
    const again = await placeOrder(t, rosa.token, t.fx.entityA, [web.schedules[2]]);
    expect(again).toMatchObject({ status: 400, body: { message: M.ORDER_ALREADY_PENDING } });
    const bought = await placeOrder(t, luis.token, t.fx.entityA, [data.main]);
    expect(bought.status).toBe(200);
    expect((await accept(bought.body.order._id)).status).toBe(200);
    const twice = await placeOrder(t, luis.token, t.fx.entityA, [data.schedules[0]]);
    expect(twice).toMatchObject({ status: 400, body: { message: M.ORDER_ALREADY_BOUGHT } });
    expect(before).toBeTruthy();
  });

  it("gives another student nothing of Rosa's: no course, no material, 404 and 403", async () => {
    expect((await myCourse(luis.token)).status).toBe(404);
    const link = await t.call(materials.getMaterialLink, { material_id: lesson }, luis.token);
    expect(link.status).toBe(403);
    const mine = await t.call(myCourses.getMyCourses, { entity_id: t.fx.entityA }, luis.token);
    expect(mine.body.courses.map((c) => c._id)).toEqual([data.main]);
  });

  it('opens a file material through a signed link for its student and any staff member', async () => {
    const staff = await t.signIn(t.fx.users.coordA.email);
    const link = await t.call(materials.getMaterialLink, { material_id: t.fx.resources.A.repositoryMaterial }, staff);
    expect(link.status).toBe(200);
    const student = await t.call(materials.getMaterialLink, { material_id: t.fx.resources.A.repositoryMaterial }, rosa.token);
    expect(student.status).toBe(403);
  });
});

describe('Mis pedidos', () => {
  it("lists only the caller's orders, newest first, with lines, vouchers and the operation number", async () => {
    const res = await t.call(orders.getMyOrders, { entity_id: t.fx.entityA, page: 1 }, rosa.token);
    expect(res.status).toBe(200);
    expect(res.body.orders.map((o) => o.state)).toEqual(['pending', 'success']);
    expect(res.body.orders[0].products.map((p) => p.course_name)).toEqual(['Web - Módulo 2']);
    expect(res.body.orders[0].vouchers[0].image_url).toMatch(/^\/files\/private\/.+\?exp=\d+&sig=/);
    expect(res.body.pagination.total).toBe(2);
  });

  it("cancels the caller's pending order; another's order answers 404 and changes nothing", async () => {
    const mine = (await t.call(orders.getMyOrders, { entity_id: t.fx.entityA, page: 1 }, rosa.token)).body.orders[0];
    const before = await t.snapshot();
    expect((await t.call(orders.cancelOrder, { order_id: mine._id }, luis.token)).status).toBe(404);
    expect((await t.call(orders.cancelOrder, { order_id: t.fx.orders.B.order }, rosa.token)).status).toBe(403);
    expect(await t.snapshot()).toBe(before);
    const res = await t.call(orders.cancelOrder, { order_id: mine._id }, rosa.token);
    expect(res).toMatchObject({ status: 200, body: { order: { state: 'canceled' } } });
    const again = await t.call(orders.cancelOrder, { order_id: mine._id }, rosa.token);
    expect(again).toMatchObject({ status: 409, body: { message: M.ORDER_NOT_CANCELLABLE } });
  });

  it('sends a rejected order again with new vouchers: pending again, the old vouchers replaced', async () => {
    const order = await orderId(t, rosa.token, t.fx.entityA, [web.schedules[2]]);
    expect((await reject(order, 'El monto no coincide')).status).toBe(200);
    const mails = await sentMails(t);
    expect(mails.some((m) => m.includes('El monto no coincide') && m.includes('/aula/pedidos'))).toBe(true);
    const res = await t.upload(orders.resubmitOrder, { order_id: order, operation_number: 'OP-778899' }, [
      { field: 'vouchers', name: 'nuevo.png', bytes: await png() },
    ], rosa.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.order).toMatchObject({ state: 'pending', operation_number: 'OP-778899', decided_at: null });
    expect(res.body.order.vouchers).toHaveLength(1);
    const again = await t.upload(orders.resubmitOrder, { order_id: order }, await voucherFiles(), rosa.token);
    expect(again).toMatchObject({ status: 409, body: { message: M.ORDER_NOT_RESUBMITTABLE } });
    expect((await accept(order)).status).toBe(200);
    const accepted = await sentMails(t);
    expect(accepted.some((m) => m.includes('/aula/cursos'))).toBe(true);
  });

  it('refuses a resend without vouchers or by another student, keeping nothing', async () => {
    const order = await orderId(t, luis.token, t.fx.entityA, [web.schedules[0]]);
    expect((await reject(order, 'Ilegible')).status).toBe(200);
    const before = await t.snapshot();
    const none = await t.upload(orders.resubmitOrder, { order_id: order }, [], luis.token);
    expect(none).toMatchObject({ status: 400, body: { message: M.ORDER_VOUCHER_REQUIRED } });
    const other = await t.upload(orders.resubmitOrder, { order_id: order }, await voucherFiles(), rosa.token);
    expect(other.status).toBe(404);
    const bad = await t.upload(orders.resubmitOrder, { order_id: order, operation_number: 'no válido!' }, await voucherFiles(), luis.token);
    expect(bad).toMatchObject({ status: 400, body: { fields: { operation_number: M.OPERATION_NUMBER_INVALID } } });
    expect(await t.snapshot()).toBe(before);
  });
});

describe('who may call the student area', () => {
  it('answers 401 without a token and 403 to staff without the student role', async () => {
    expect((await t.call(myCourses.getMyCourses, { entity_id: t.fx.entityA }, null)).status).toBe(401);
    const coord = await t.signIn(t.fx.users.coordA.email);
    expect((await t.call(myCourses.getMyCourses, { entity_id: t.fx.entityA }, coord)).status).toBe(403);
    expect((await t.call(orders.getMyOrders, { entity_id: t.fx.entityB, page: 1 }, rosa.token)).status).toBe(403);
  });
});
