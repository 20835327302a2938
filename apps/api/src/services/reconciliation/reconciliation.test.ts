// Matching orders to bank movements (decision 0062), through the real calls: orders placed by students with their
// operation numbers, a statement imported by the counter, the states the Vouchers list shows and filters by,
// 'Aceptar coincidencias' (enrolment, paid movement, audit, mail), one movement never paying two orders, the entity's
// rules, and the cash view with its export.
import { M, orders, reconciliation, statements, todayIn } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { download } from '../../sheets/exports-test-kit.js';
import { svgVoucherPng } from '../../ocr/fixtures/svg-voucher.js';
import { useTestApp } from '../../test/harness.js';
import { png } from '../../test/images.js';
import { sentMails } from '../../test/outbox.js';
import { newStudent, type Student } from '../my-courses/student-test-kit.js';
import { modulesOf, type Priced, pricedProgramme } from '../orders/orders-test-kit.js';
import { bankCsv, MAPPING, type Movement } from '../statements/statements-test-kit.js';

const { t, as } = useTestApp(['adminA', 'counterA', 'studentA']);

let course: Priced;
let serial = 0;
beforeAll(async () => {
  course = await pricedProgramme(t, 'A', {
    name: 'Caja',
    inscription: '50.00',
    course: '600.00',
    modules: ['300.00', '300.00'],
  });
});

/** A new student who orders the whole programme (S/ 650.00) with an operation number and a voucher of their own. */
async function ordering(operation: string): Promise<{ student: Student; order: string }> {
  serial += 1;
  const student = await newStudent(t, `caja${serial}@test.pe`);
  const colour = `#${(0x102030 + serial * 0x010203).toString(16).slice(-6)}`;
  const res = await t.upload(
    orders.createOrder,
    { entity_id: t.fx.entityA, products: JSON.stringify([{ scheduled_id: course.main }]), operation_number: operation },
    [{ field: 'vouchers', name: 'voucher.png', bytes: await png(colour) }],
    student.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { student, order: res.body.order._id };
}

const today = () => {
  const [y, m, d] = todayIn().split('-');
  return `${d}/${m}/${y}`;
};
const line = (operation: string, amount: string): Movement => ({
  date: `${today()} 09:30`,
  description: `ABONO TRANSF ${operation}`,
  operation,
  amount,
});
async function importStatement(lines: Movement[]) {
  const res = await t.upload(
    statements.importStatement,
    { entity: t.fx.entityA, payment_account_id: t.fx.resources.A.paymentAccount, mapping: JSON.stringify(MAPPING) },
    [{ field: 'file', name: 'extracto.csv', bytes: Buffer.from(bankCsv(lines)) }],
    as.counterA,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const pendingList = async (match_state?: string[]) => {
  const res = await t.call(
    orders.getOrders,
    { entity_id: t.fx.entityA, docs: 100, ...(match_state ? { match_state } : {}) },
    as.counterA,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.orders;
};
const matchOf = async (order: string) => (await pendingList()).find((o) => o._id === order)?.match;

describe('matching after a statement is imported', () => {
  it("gives each pending order its state, filters the list by it, and 'Aceptar coincidencias' accepts the matches", async () => {
    const fits = await ordering('55510001');
    const nothing = await ordering('55510002');
    const otherAmount = await ordering('55510003');
    expect(await matchOf(fits.order)).toBeNull();
    await importStatement([line('55510001', '650,00'), line('55510003', '600,00'), line('55519999', '80,00')]);

    expect(await matchOf(fits.order)).toMatchObject({
      state: 'coincide',
      reason: 'number_and_amount',
      movement: { operation_number: '55510001', amount: '650.00' },
    });
    // its number is in no movement, but another credit has its amount that day: a person looks (never amount alone)
    expect(await matchOf(nothing.order)).toMatchObject({ state: 'revisar', reason: 'amount_only' });
    expect(await matchOf(otherAmount.order)).toMatchObject({ state: 'revisar', reason: 'number_other_amount' });
    expect((await pendingList(['coincide'])).map((o) => o._id)).toEqual([fits.order]);

    const before = (await sentMails(t)).length;
    const res = await t.call(
      orders.acceptMatchedOrders,
      { entity_id: t.fx.entityA, order_ids: [fits.order, nothing.order] },
      as.counterA,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      accepted: [fits.order],
      skipped: [{ order_id: nothing.order, reason: M.MATCH_NO_LONGER }],
      message: M.acceptMatchesDone(1, 1),
    });
    // accepted as Aceptar accepts: the modules unlocked, the buyer told, one audit line for the order
    expect((await modulesOf(t, fits.student.id)).map((m) => m.buyed)).toEqual([true, true]);
    expect((await sentMails(t)).length).toBe(before + 1);
    const audit = await t.db.query<{ fname: string; record_id: string }>(
      `SELECT fname, record_id FROM audit_log WHERE fname = 'acceptMatchedOrders'`,
    );
    expect(audit).toEqual([{ fname: 'acceptMatchedOrders', record_id: fits.order }]);
    const history = await t.call(
      orders.getOrders,
      { entity_id: t.fx.entityA, state: ['success'], docs: 100 },
      as.counterA,
    );
    const accepted = history.body.orders.find((o) => o._id === fits.order);
    expect(accepted?.paid_by).toMatchObject({ operation_number: '55510001', amount: '650.00' });
    expect(accepted?.match).toBeNull();
    // that credit paid the other order: nothing fits this one any more
    expect(await matchOf(nothing.order)).toMatchObject({ state: 'sin_movimiento', movement: null });

    // the paid movement leaves the movements that paid nothing
    const unpaid = await t.call(
      statements.getMovements,
      { entity: t.fx.entityA, payment_account_id: t.fx.resources.A.paymentAccount, unmatched: true, docs: 100 },
      as.counterA,
    );
    expect(unpaid.body.movements.map((m) => m.operation_number)).not.toContain('55510001');

    // the same number again, on a new order: it already paid one
    const again = await ordering('0055510001');
    expect(await matchOf(again.order)).toMatchObject({ state: 'numero_repetido', reason: 'number_used' });
  });

  it('never lets two orders take one movement: both go to a person, and the database refuses a second payment', async () => {
    const first = await ordering('55520001');
    const second = await ordering('55520001');
    await importStatement([line('55520001', '650,00')]);
    expect(await matchOf(first.order)).toMatchObject({ state: 'revisar', reason: 'claimed_twice' });
    expect(await matchOf(second.order)).toMatchObject({ state: 'revisar', reason: 'claimed_twice' });
    const [{ id: movement }] = await t.db.query<{ id: string }>(
      `SELECT id FROM bank_movements WHERE operation_number = '55520001'`,
    );
    await t.db.query('UPDATE orders SET movement_id = $1 WHERE id = $2', [movement, first.order]);
    await expect(
      t.db.query('UPDATE orders SET movement_id = $1 WHERE id = $2', [movement, second.order]),
    ).rejects.toThrow();
    await t.db.query('UPDATE orders SET movement_id = NULL WHERE id = $1', [first.order]);
  });

  it('two counters accepting the same matches at once accept each order once', async () => {
    const a = await ordering('55530001');
    const b = await ordering('55530002');
    await importStatement([line('55530001', '650,00'), line('55530002', '649,95')]);
    const ids = [a.order, b.order];
    const [one, two] = await Promise.all([
      t.call(orders.acceptMatchedOrders, { entity_id: t.fx.entityA, order_ids: ids }, as.counterA),
      t.call(orders.acceptMatchedOrders, { entity_id: t.fx.entityA, order_ids: ids }, as.adminA),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect([...one.body.accepted, ...two.body.accepted].sort()).toEqual([...ids].sort());
    const paid = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::uuid[]) AND movement_id IS NOT NULL',
      [ids],
    );
    expect(paid[0].n).toBe(2);
    const lines = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE fname = 'acceptMatchedOrders' AND record_id = ANY($1::text[])`,
      [ids],
    );
    expect(lines[0].n).toBe(2);
  });

  it("a plain Aceptar of a 'Coincide' order records the movement that paid it", async () => {
    const o = await ordering('55540001');
    await importStatement([line('55540001', '650,00')]);
    const res = await t.call(orders.activateOrders, { order_id: o.order }, as.counterA);
    expect(res.status).toBe(200);
    expect(res.body.order.paid_by).toMatchObject({ operation_number: '55540001' });
  });

  it('refuses a student (403) and no token (401); names of another entity are skipped, nothing changes', async () => {
    const o = await ordering('55550001');
    expect(
      (await t.call(orders.acceptMatchedOrders, { entity_id: t.fx.entityA, order_ids: [o.order] }, as.studentA)).status,
    ).toBe(403);
    expect((await t.call(orders.acceptMatchedOrders, { entity_id: t.fx.entityA, order_ids: [o.order] })).status).toBe(
      401,
    );
    const before = await t.snapshot();
    const res = await t.call(
      orders.acceptMatchedOrders,
      { entity_id: t.fx.entityA, order_ids: [t.fx.orders.B.order] },
      as.counterA,
    );
    expect(res.body).toMatchObject({ accepted: [], skipped: [{ order_id: t.fx.orders.B.order, reason: M.NOT_FOUND }] });
    expect(await t.snapshot()).toBe(before);
    const empty = await t.call(orders.acceptMatchedOrders, { entity_id: t.fx.entityA, order_ids: [] }, as.counterA);
    expect(empty.status).toBe(400);
    expect(empty.body.fields?.order_ids).toBe(M.ACCEPT_MATCHES_NONE);
  });
});

describe('a voucher read', () => {
  it('matches its order again: the number read from the image finds the movement the student did not type', async () => {
    serial += 1;
    const student = await newStudent(t, `caja${serial}@test.pe`);
    const voucher = await svgVoucherPng({ operation: '55570001', amount: 'S/ 650.00', date: '27/11/2026 10:32' });
    const res = await t.upload(
      orders.createOrder,
      { entity_id: t.fx.entityA, products: JSON.stringify([{ scheduled_id: course.main }]) },
      [{ field: 'vouchers', name: 'voucher.png', bytes: voucher }],
      student.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await importStatement([line('55570001', '650,00')]);
    // the student typed no number: only the amount and the date fit until the image is read
    expect(await matchOf(res.body.order._id)).toMatchObject({ state: 'revisar', reason: 'amount_only' });
    await t.app.services.reader.flush();
    expect(await matchOf(res.body.order._id)).toMatchObject({
      state: 'coincide',
      movement: { operation_number: '55570001' },
    });
  });
});

describe('the entity’s rules', () => {
  it('answers the defaults, saves an admin’s rules and matches again with them', async () => {
    const got = await t.call(reconciliation.getReconciliationSettings, { entity_id: t.fx.entityA }, as.counterA);
    expect(got.body.settings).toEqual({ tolerance: '0.10', days_before: 30, days_after: 3, is_default: true });
    const o = await ordering('55560001');
    await importStatement([line('55560001', '640,00')]);
    expect(await matchOf(o.order)).toMatchObject({ state: 'revisar', reason: 'number_other_amount' });
    const saved = await t.call(
      reconciliation.updateReconciliationSettings,
      { entity_id: t.fx.entityA, tolerance: '10,00', days_before: 15, days_after: 2 },
      as.adminA,
    );
    expect(saved.body).toEqual({
      settings: { tolerance: '10.00', days_before: 15, days_after: 2, is_default: false },
      message: M.RECONCILIATION_SAVED,
    });
    expect(await matchOf(o.order)).toMatchObject({ state: 'coincide' });
    await t.call(
      reconciliation.updateReconciliationSettings,
      { entity_id: t.fx.entityA, tolerance: '0.10', days_before: 30, days_after: 3 },
      as.adminA,
    );
  });

  it.each([
    [{ tolerance: '1.234' }, 'tolerance', M.RECONCILIATION_TOLERANCE_INVALID],
    [{ tolerance: '100.01' }, 'tolerance', M.RECONCILIATION_TOLERANCE_INVALID],
    [{ tolerance: '-1' }, 'tolerance', M.RECONCILIATION_TOLERANCE_INVALID],
    [{ days_before: 91 }, 'days_before', M.RECONCILIATION_DAYS_INVALID],
    [{ days_after: 1.5 }, 'days_after', M.RECONCILIATION_DAYS_INVALID],
  ])('refuses %j with its message and changes nothing', async (change, field, message) => {
    const before = await t.snapshot();
    const res = await t.call(
      reconciliation.updateReconciliationSettings,
      { entity_id: t.fx.entityA, tolerance: '0.10', days_before: 30, days_after: 3, ...change },
      as.adminA,
    );
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });

  it('is the admins’: a counter reads the rules but may not change them', async () => {
    const res = await t.call(
      reconciliation.updateReconciliationSettings,
      { entity_id: t.fx.entityA, tolerance: '5.00', days_before: 30, days_after: 3 },
      as.counterA,
    );
    expect(res.status).toBe(403);
  });
});

describe('the cash view', () => {
  it('counts per day and account what was received, what paid an order and what did not, and the orders waiting', async () => {
    const day = todayIn();
    const res = await t.call(reconciliation.getCashView, { entity_id: t.fx.entityA, from: day, to: day }, as.counterA);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = res.body.days;
    expect(row).toMatchObject({ day, account_id: t.fx.resources.A.paymentAccount });
    expect(row.received).toBe(row.accepted + row.unmatched);
    expect(row.accepted).toBeGreaterThanOrEqual(4);
    expect(Number(row.received_total)).toBeCloseTo(Number(row.accepted_total) + Number(row.unmatched_total), 2);
    expect(res.body.waiting[0]).toMatchObject({ day, age_days: 0 });
    expect(res.body.waiting[0].orders).toBeGreaterThan(0);

    const file = await download(
      t,
      reconciliation.exportCashView,
      { entity_id: t.fx.entityA, from: day, to: day, format: 'xlsx' },
      as.counterA,
    );
    expect(file.status).toBe(200);
    expect(file.rows[0]).toContain(M.CASH_COL_UNMATCHED);
    expect(file.rows[1]?.slice(0, 3)).toEqual([day, row.account, row.received]);
    expect(file.rows.at(-1)?.[1]).toBe(M.CASH_WAITING_TITLE);
  });

  it('refuses a range that ends before it starts or spans more than 92 days', async () => {
    for (const range of [
      { from: '2026-03-10', to: '2026-03-09' },
      { from: '2026-01-01', to: '2026-06-30' },
    ]) {
      const res = await t.call(reconciliation.getCashView, { entity_id: t.fx.entityA, ...range }, as.counterA);
      expect(res.status).toBe(400);
      expect(res.body.fields?.to).toBe(M.CASH_RANGE_INVALID);
    }
  });
});
