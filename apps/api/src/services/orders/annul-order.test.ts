// Anular (annulOrder, migration 030), through the real calls: an admin reverses an accepted order with a reason; the
// buyer loses what it gave them and is told by mail, its receipt gets its credit note (receipts/issue-credit-note.test.ts
// checks the note itself); a second annulment changes nothing; only an accepted order, only the entity's admins.
import { randomUUID } from 'node:crypto';
import { M, orders } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { sentMails } from '../../test/outbox.js';
import { expectRollupsExact } from '../metrics/rollups-test-kit.js';
import { newStudent } from '../my-courses/student-test-kit.js';
import { issuing } from '../receipts/receipts-test-kit.js';
import { testCertificate } from '../receipts/ubl/test-certificate.js';
import { enrolmentsOf, modulesOf, orderId, type Priced, pricedProgramme } from './orders-test-kit.js';

const { t, as } = useTestApp(['adminA', 'adminB2bA', 'counterA', 'coordA', 'studentA', 'adminB']);
let web: Priced;
let serial = 0;
beforeAll(async () => {
  web = await pricedProgramme(t, 'A', {
    name: 'Web',
    inscription: '100.00',
    course: '300.50',
    modules: ['80.00', '90.00'],
  });
  await issuing(t, t.fx.entityA, testCertificate());
});
// the dashboards' running totals follow the annulment: the order leaves the accepted soles of its month
expectRollupsExact(() => t.db);

const REASON = 'Pago devuelto al alumno';
const annul = (order: string, token: string | null = as.adminA, message = REASON) =>
  t.call(orders.annulOrder, { order_id: order, message }, token);
const accept = (order: string) => t.call(orders.activateOrders, { order_id: order }, as.counterA);

/** a new student's accepted order of the whole programme */
async function accepted() {
  serial += 1;
  const buyer = await newStudent(t, `anula${serial}@test.pe`, `Anula${serial}`);
  const order = await orderId(t, buyer.token, t.fx.entityA, [web.main]);
  expect((await accept(order)).status).toBe(200);
  return { buyer, order };
}
const rowOf = async (order: string) =>
  (
    await t.db.query<{ state: string; decided_by: string; annulled_by: string | null; annul_reason: string | null }>(
      'SELECT state, decided_by, annulled_by, annul_reason FROM orders WHERE id = $1',
      [order],
    )
  )[0];
const notesOf = (order: string) =>
  t.db.query<{ id: string }>(`SELECT id FROM receipts WHERE order_id = $1 AND kind = 'nota_credito'`, [order]);
const auditsOf = (order: string) =>
  t.db.query('SELECT 1 FROM audit_log WHERE fname = $1 AND record_id = $2', ['annulOrder', order]);

describe('annulOrder', () => {
  it('annuls an accepted order: the reason kept, enrolments, modules and certificate gone, a credit note, a mail', async () => {
    const { buyer, order } = await accepted();
    await t.db.query(
      `INSERT INTO student_certificates (entity_id, scheduled_id, user_id, code, file_key) VALUES ($1, $2, $3, $4, 'k')`,
      [t.fx.entityA, web.main, buyer.id, `anulado-${order}`],
    );
    const res = await annul(order);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: M.ORDER_ANNULLED,
      order: { _id: order, state: 'annulled', comment: REASON, total_price: '400.50' },
    });
    // decided_* stay the acceptance's
    expect(res.body.order.decided_at).toEqual(expect.any(String));
    expect(await rowOf(order)).toMatchObject({
      state: 'annulled',
      decided_by: t.fx.users.counterA.id,
      annulled_by: t.fx.users.adminA.id,
      annul_reason: REASON,
    });
    expect(await enrolmentsOf(t, buyer.id)).toEqual([]);
    expect(await modulesOf(t, buyer.id)).toEqual([]);
    const [cert] = await t.db.query<{ is_valid: boolean }>(
      'SELECT is_valid FROM student_certificates WHERE code = $1',
      [`anulado-${order}`],
    );
    expect(cert.is_valid).toBe(false);
    expect(await notesOf(order)).toHaveLength(1);
    expect(await auditsOf(order)).toHaveLength(1);
    // still a student of the entity: Mis pedidos shows the annulled order with the reason
    const mine = await t.call(orders.getMyOrders, { entity_id: t.fx.entityA, page: 1 }, buyer.token);
    expect(mine.body.orders[0]).toMatchObject({ _id: order, state: 'annulled', comment: REASON });
    const mails = await sentMails(t);
    const mail = mails.find((m) => m.includes(M.orderAnnulledMailSubject('Entidad A')));
    expect(mail).toContain(REASON);
    expect(mail).toContain('/aula/pedidos');
  });

  it("lists the annulled order in the staff's history with its state", async () => {
    const { order } = await accepted();
    await annul(order);
    const res = await t.call(orders.getOrders, { entity_id: t.fx.entityA, state: ['annulled'] }, as.counterA);
    expect(res.status).toBe(200);
    expect(res.body.orders.find((o: { _id: string }) => o._id === order)).toMatchObject({ state: 'annulled' });
    expect(M.ORDER_STATE_LABELS.annulled).toBe('Anulado');
  });

  it('answers a second annulment with the order as it stands: no change, no second note, no second audit row', async () => {
    const { order } = await accepted();
    expect((await annul(order)).status).toBe(200);
    const before = await t.snapshot();
    expect(await annul(order, as.adminB2bA, 'Otro motivo')).toMatchObject({
      status: 200,
      body: { message: M.ORDER_ALREADY_ANNULLED, order: { _id: order, state: 'annulled', comment: REASON } },
    });
    expect(await t.snapshot()).toBe(before);
  });

  it('makes one annulment of two at once: one note, one audit row', async () => {
    const { order } = await accepted();
    const answers = await Promise.all([annul(order), annul(order, as.adminB2bA)]);
    expect(answers.map((a) => [a.status, a.body.message]).sort()).toEqual([
      [200, M.ORDER_ALREADY_ANNULLED],
      [200, M.ORDER_ANNULLED],
    ]);
    expect(await notesOf(order)).toHaveLength(1);
    expect(await auditsOf(order)).toHaveLength(1);
  });

  it('refuses an order that is not accepted (409, in Spanish) and an unknown one, changing nothing', async () => {
    const buyer = await newStudent(t, 'no-aceptada@test.pe');
    const pending = await orderId(t, buyer.token, t.fx.entityA, [web.schedules[0]]);
    const rejected = await orderId(t, (await newStudent(t, 'rechazada@test.pe')).token, t.fx.entityA, [web.main]);
    expect((await t.call(orders.rejectOrder, { order_id: rejected, message: 'Ilegible' }, as.counterA)).status).toBe(
      200,
    );
    const canceled = await orderId(t, (await newStudent(t, 'cancelada@test.pe')).token, t.fx.entityA, [web.main]);
    await t.db.query(`UPDATE orders SET state = 'canceled', decided_at = now() WHERE id = $1`, [canceled]);
    const before = await t.snapshot();
    for (const order of [pending, rejected, canceled]) {
      expect(await annul(order)).toMatchObject({
        status: 409,
        body: { code: 'CONFLICT', message: M.ORDER_NOT_ANNULLABLE },
      });
    }
    // an order that is nobody's: the dispatcher finds no entity for it
    expect([403, 404]).toContain((await annul(randomUUID())).status);
    expect(await t.snapshot()).toBe(before);
  });

  it('requires a reason, within its limit', async () => {
    const { order } = await accepted();
    const before = await t.snapshot();
    expect((await annul(order, as.adminA, '   ')).body).toMatchObject({
      code: 'VALIDATION',
      message: M.ANNUL_REASON_REQUIRED,
    });
    expect((await t.callRaw(orders.annulOrder, { order_id: order }, as.adminA)).body).toMatchObject({
      code: 'VALIDATION',
      message: M.ANNUL_REASON_REQUIRED,
    });
    expect((await annul(order, as.adminA, 'x'.repeat(401))).body).toMatchObject({
      code: 'VALIDATION',
      message: M.tooLong(400),
    });
    expect(await t.snapshot()).toBe(before);
  });
});

describe('who may annul', () => {
  it("refuses the coordinador, a student, another entity's admin and no token, changing nothing", async () => {
    const { order } = await accepted();
    const before = await t.snapshot();
    for (const who of ['coordA', 'studentA'] as const) {
      expect((await annul(order, as[who])).body, who).toMatchObject({ code: 'FORBIDDEN', message: M.NO_ENTITY_ACCESS });
    }
    expect([403, 404]).toContain((await annul(order, as.adminB)).status);
    expect((await annul(order, null)).body).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await t.snapshot()).toBe(before);
    // an admin b2b is one of the entity's admins
    expect((await annul(order, as.adminB2bA)).status).toBe(200);
  });

  it('lets the counter annul, as it accepts', async () => {
    const { order } = await accepted();
    expect((await annul(order, as.counterA)).status).toBe(200);
  });
});
