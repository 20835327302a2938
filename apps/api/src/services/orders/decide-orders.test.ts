// Aceptar and Rechazar (02 §2.12, §4; 03 §1): accepting enrols the buyer and unlocks what they bought, in one
// transaction; the same decision again answers the order as it stands and changes nothing (decision 0050); the other
// decision on a decided order is refused (409) and nothing changes; two decisions at once make one.
import { M, orders } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { expectRollupsExact } from '../metrics/rollups-test-kit.js';
import { enrolmentsOf, modulesOf, orderId, type Priced, pricedProgramme } from './orders-test-kit.js';

// a docente of the entity who buys: accepting also makes them a student there
const { t, as } = useTestApp(['counterA']);
let buyer: { id: string; token: string };
let web: Priced;
let data: Priced;
beforeAll(async () => {
  buyer = { id: t.fx.users.docenteA.id, token: await t.signIn(t.fx.users.docenteA.email) };
  web = await pricedProgramme(t, 'A', {
    name: 'Web',
    inscription: '100.00',
    course: '300.50',
    modules: ['80.00', '90.00', '0.00'],
  });
  data = await pricedProgramme(t, 'A', {
    name: 'Datos',
    inscription: '0.00',
    course: '500.00',
    modules: ['120.00', '130.00'],
  });
});
// the dashboards' running totals follow every write of these tests (migration 019)
expectRollupsExact(() => t.db);

const accept = (order: string, token: string | null = as.counterA) =>
  t.call(orders.activateOrders, { order_id: order }, token);
const reject = (order: string, message = 'El monto no coincide', token: string | null = as.counterA) =>
  t.call(orders.rejectOrder, { order_id: order, message }, token);
const stateOf = async (order: string) =>
  (
    await t.db.query<{ state: string; decided_by: string | null; comment: string | null }>(
      'SELECT state, decided_by, comment FROM orders WHERE id = $1',
      [order],
    )
  )[0];
const ids = (rows: { scheduled_id?: string; course_id?: string }[]) =>
  rows.map((r) => r.scheduled_id ?? r.course_id).sort();

describe('activateOrders', () => {
  it('accepts a whole programme: success, the buyer enrolled in it and every module schedule, every module unlocked', async () => {
    const order = await orderId(t, buyer.token, t.fx.entityA, [web.main]);
    const res = await accept(order);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: M.ORDER_ACCEPTED,
      order: { _id: order, state: 'success', total_price: '400.50' },
    });
    expect(res.body.order.decided_at).toEqual(expect.any(String));
    expect(await stateOf(order)).toMatchObject({ state: 'success', decided_by: t.fx.users.counterA.id });
    expect(ids(await enrolmentsOf(t, buyer.id))).toEqual([web.main, ...web.schedules].sort());
    const modules = await modulesOf(t, buyer.id);
    expect(ids(modules)).toEqual([...web.modules].sort());
    expect(modules.every((m) => m.buyed && m.status === 'enabled' && m.order_id === order)).toBe(true);
    const roles = await t.db.query<{ role_id: string }>(
      'SELECT role_id FROM memberships WHERE entity_id = $1 AND user_id = $2 ORDER BY role_id',
      [t.fx.entityA, buyer.id],
    );
    expect(roles.map((r) => r.role_id)).toEqual(['docente', 'estudiante']);
  });

  it('accepts module schedules grouped by their main course: only those are enrolled and unlocked', async () => {
    const student = { id: t.fx.users.studentA.id, token: await t.signIn(t.fx.users.studentA.email) };
    const order = await orderId(t, student.token, t.fx.entityA, [
      data.schedules[1],
      web.schedules[0],
      web.schedules[2],
    ]);
    expect((await accept(order)).status).toBe(200);
    expect(ids(await enrolmentsOf(t, student.id))).toEqual(
      [data.main, data.schedules[1], web.main, web.schedules[0], web.schedules[2]].sort(),
    );
    expect(ids(await modulesOf(t, student.id))).toEqual([data.modules[1], web.modules[0], web.modules[2]].sort());
  });

  it('refuses the other decision on a decided order (409) and changes nothing', async () => {
    const accepted = await orderId(t, buyer.token, t.fx.entityA, [data.schedules[0]]);
    expect((await accept(accepted)).status).toBe(200);
    const rejected = await orderId(t, buyer.token, t.fx.entityA, [data.schedules[1]]);
    expect((await reject(rejected)).status).toBe(200);
    const before = await t.snapshot();
    for (const res of [await reject(accepted), await accept(rejected)]) {
      expect(res).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: M.ORDER_NOT_PENDING } });
    }
    expect(await t.snapshot()).toBe(before);
  });

  it('answers the same decision again with the order as it stands: no error, no change, no second audit row', async () => {
    const extra = await pricedProgramme(t, 'A', {
      name: 'Extra',
      inscription: '0.00',
      course: '10.00',
      modules: ['5.00', '6.00'],
    });
    const student = await t.signIn(t.fx.users.studentA.email);
    const accepted = await orderId(t, student, t.fx.entityA, [extra.schedules[0]]);
    expect((await accept(accepted)).status).toBe(200);
    const rejected = await orderId(t, student, t.fx.entityA, [extra.schedules[1]]);
    expect((await reject(rejected, 'Monto distinto')).status).toBe(200);
    const before = await t.snapshot();
    expect(await accept(accepted)).toMatchObject({
      status: 200,
      body: { message: M.ORDER_ALREADY_ACCEPTED, order: { _id: accepted, state: 'success' } },
    });
    // the first comment stays
    expect(await reject(rejected, 'Otra vez')).toMatchObject({
      status: 200,
      body: {
        message: M.ORDER_ALREADY_REJECTED,
        order: { _id: rejected, state: 'rejected', comment: 'Monto distinto' },
      },
    });
    expect(await t.snapshot()).toBe(before);
  });

  it('makes one decision of two at once: the buyer enrolled once, one audit row; accept against reject: one 409', async () => {
    const user = { id: t.fx.users.multi.id, token: await t.signIn(t.fx.users.multi.email) };
    const order = await orderId(t, user.token, t.fx.entityA, [data.main]);
    const admin = await t.signIn(t.fx.users.adminA.email);
    const answers = await Promise.all([accept(order), accept(order, admin)]);
    // the second found it accepted: the same answer, nothing done twice
    expect(answers.map((a) => [a.status, a.body.message]).sort()).toEqual([
      [200, M.ORDER_ACCEPTED],
      [200, M.ORDER_ALREADY_ACCEPTED],
    ]);
    expect(ids(await enrolmentsOf(t, user.id))).toEqual([data.main, ...data.schedules].sort());
    const audits = await t.db.query('SELECT 1 FROM audit_log WHERE fname = $1 AND record_id = $2', [
      'activateOrders',
      order,
    ]);
    expect(audits).toHaveLength(1);

    const other = await orderId(t, user.token, t.fx.entityA, [web.main]);
    const mixed = await Promise.all([accept(other), reject(other, 'Voucher duplicado', admin)]);
    expect(mixed.map((a) => a.status).sort()).toEqual([200, 409]);
    const final = await stateOf(other);
    const enrolledInWeb = (await enrolmentsOf(t, user.id)).some((e) => e.scheduled_id === web.main);
    expect(enrolledInWeb).toBe(final.state === 'success');
  });
});

describe('rejectOrder', () => {
  it('rejects with the comment: state rejected, nothing enrolled', async () => {
    const stranger = { id: t.fx.users.adminB2bA.id, token: await t.signIn(t.fx.users.adminB2bA.email) };
    const order = await orderId(t, stranger.token, t.fx.entityA, [web.main]);
    const res = await reject(order, '  El voucher no corresponde al monto  ');
    expect(res).toMatchObject({
      status: 200,
      body: { message: M.ORDER_REJECTED, order: { state: 'rejected', comment: 'El voucher no corresponde al monto' } },
    });
    expect(await stateOf(order)).toMatchObject({ state: 'rejected', decided_by: t.fx.users.counterA.id });
    expect(await enrolmentsOf(t, stranger.id)).toEqual([]);
  });

  it('requires a comment, within its limit', async () => {
    // the student bought web's first and third module schedules above
    const student = await t.signIn(t.fx.users.studentA.email);
    const order = await orderId(t, student, t.fx.entityA, [web.schedules[1]]);
    const before = await t.snapshot();
    expect((await reject(order, '   ')).body).toMatchObject({ code: 'VALIDATION', message: M.REJECT_COMMENT_REQUIRED });
    expect((await t.callRaw(orders.rejectOrder, { order_id: order }, as.counterA)).body).toMatchObject({
      message: M.REJECT_COMMENT_REQUIRED,
    });
    expect((await reject(order, 'x'.repeat(401))).body).toMatchObject({
      code: 'VALIDATION',
      message: M.tooLong(400),
    });
    expect(await t.snapshot()).toBe(before);
  });
});

describe('who may decide (03 §2)', () => {
  it("refuses the coordinador, a student, another entity's counter and no token, changing nothing", async () => {
    const order = await orderId(t, await t.signIn(t.fx.users.adminA.email), t.fx.entityA, [web.schedules[1]]);
    const tokens = {
      coordA: await t.signIn(t.fx.users.coordA.email),
      studentA: await t.signIn(t.fx.users.studentA.email),
      counterB: await t.signIn(t.fx.users.counterB.email),
    };
    const before = await t.snapshot();
    for (const [who, token] of Object.entries(tokens)) {
      expect((await accept(order, token)).body, who).toMatchObject({ code: 'FORBIDDEN', message: M.NO_ENTITY_ACCESS });
      expect((await reject(order, 'No', token)).status, who).toBe(403);
    }
    expect((await accept(t.fx.orders.B.order)).status).toBe(403);
    expect((await reject(t.fx.orders.B.order)).status).toBe(403);
    expect((await accept(order, null)).body).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await reject(order, 'No', null)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
    const admin = await t.signIn(t.fx.users.adminB2bA.email);
    expect((await accept(order, admin)).status).toBe(200);
  });
});
