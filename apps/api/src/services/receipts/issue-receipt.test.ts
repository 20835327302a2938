// The receipt of an accepted order (decision 0063), through the real calls: a boleta in the student's name or a
// factura to the company asked for at checkout, numbered in the acceptance's transaction with no gap and no repeat
// (50 accepts at once), its lines and taxes by the programme's treatment, and none while the entity does not issue.
import { M, orders } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { newStudent } from '../my-courses/student-test-kit.js';
import { type Priced, pricedProgramme, voucherFiles } from '../orders/orders-test-kit.js';
import { nextNumberOf, takeNumber } from './fiscal.queries.js';
import type { ReceiptDocument } from './receipt-document.js';
import { issuing } from './receipts-test-kit.js';
import { testCertificate } from './ubl/test-certificate.js';

const { t, as } = useTestApp(['adminA', 'counterA']);

let course: Priced;
let serial = 0;
beforeAll(async () => {
  course = await pricedProgramme(t, 'A', {
    name: 'Contabilidad',
    inscription: '50.00',
    course: '600.00',
    modules: ['300.00'],
  });
  const cert = testCertificate();
  await issuing(t, t.fx.entityA, cert);
});

interface ReceiptRow {
  kind: string;
  series: string;
  number: number;
  buyer_doc_kind: string;
  buyer_doc_number: string;
  buyer_name: string;
  total: string;
  igv: string;
  state: string;
  document: ReceiptDocument;
}
const receiptOf = async (order: string) =>
  (
    await t.db.query<ReceiptRow>(
      `SELECT kind, series, number, buyer_doc_kind, buyer_doc_number, buyer_name, total::text, igv::text, state, document
         FROM receipts WHERE order_id = $1`,
      [order],
    )
  )[0];

async function ordered(extra: Record<string, string> = {}, dni: string | null = '45678912') {
  serial += 1;
  const student = await newStudent(t, `boleta${serial}@test.pe`, `Rosa${serial}`);
  if (dni) await t.db.query(`UPDATE users SET dni = $2, document_type = 'dni' WHERE id = $1`, [student.id, dni]);
  const res = await t.upload(
    orders.createOrder,
    { entity_id: t.fx.entityA, products: JSON.stringify([{ scheduled_id: course.main }]), ...extra },
    await voucherFiles(),
    student.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.order._id as string;
}
const accept = (order: string) => t.call(orders.activateOrders, { order_id: order }, as.counterA);

describe('accepting an order issues its receipt', () => {
  it("a boleta in the student's name, with the DNI they gave, exonerado by the entity's default", async () => {
    const order = await ordered();
    expect((await accept(order)).status).toBe(200);
    const r = await receiptOf(order);
    expect(r).toMatchObject({
      kind: 'boleta',
      series: 'B001',
      buyer_doc_kind: 'dni',
      buyer_doc_number: '45678912',
      total: '650.00',
      igv: '0.00',
      state: 'pendiente',
    });
    expect(r.buyer_name).toBe(`Rosa${serial} Prueba`);
    expect(r.document.lines.map((l) => [l.description, l.priceCentimos, l.treatment])).toEqual([
      ['Contabilidad', 60000, 'exonerado'],
      ['Inscripción: Contabilidad', 5000, 'exonerado'],
    ]);
    expect(r.document.issuer).toMatchObject({ ruc: '20100123453', ubigeo: '150101' });
  });

  it('a factura to the company the buyer named, on the F series', async () => {
    const order = await ordered({
      receipt_kind: 'factura',
      buyer_ruc: '20555555556',
      buyer_legal_name: 'Minera Sur S.A.',
    });
    await accept(order);
    expect(await receiptOf(order)).toMatchObject({
      kind: 'factura',
      series: 'F001',
      number: 1,
      buyer_doc_kind: 'ruc',
      buyer_doc_number: '20555555556',
      buyer_name: 'Minera Sur S.A.',
    });
  });

  it("a gravado programme's lines carry IGV 18 % inside their price, to the céntimo", async () => {
    await t.db.query(`UPDATE courses SET tax_treatment = 'gravado' WHERE id = $1`, [course.programme]);
    const order = await ordered();
    await accept(order);
    // 600.00 = 508.47 + 91.53; 50.00 = 42.37 + 7.63
    expect(await receiptOf(order)).toMatchObject({ total: '650.00', igv: '99.16' });
    await t.db.query('UPDATE courses SET tax_treatment = NULL WHERE id = $1', [course.programme]);
  });

  it('a buyer without a document gets a boleta with none', async () => {
    const order = await ordered({}, null);
    await accept(order);
    expect(await receiptOf(order)).toMatchObject({ buyer_doc_kind: 'none', buyer_doc_number: '-' });
  });

  it('refuses a factura without a valid RUC or a razón social, in Spanish', async () => {
    const student = await newStudent(t, 'factura-mala@test.pe');
    const res = await t.upload(
      orders.createOrder,
      {
        entity_id: t.fx.entityA,
        products: JSON.stringify([{ scheduled_id: course.main }]),
        receipt_kind: 'factura',
        buyer_ruc: '20555555557',
        buyer_legal_name: '',
      },
      await voucherFiles(),
      student.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ buyer_ruc: M.RUC_INVALID, buyer_legal_name: M.BUYER_LEGAL_NAME_REQUIRED });
  });

  it('50 accepts at once take the numbers that follow, with no gap and no repeat', async () => {
    const first = await nextNumberOf(t.db, t.fx.entityA, '03', 'B001');
    const placed: string[] = [];
    for (let i = 0; i < 50; i += 1) placed.push(await ordered());
    const answers = await Promise.all(placed.map(accept));
    expect(answers.map((a) => a.status)).toEqual(placed.map(() => 200));
    const numbers = (await Promise.all(placed.map(receiptOf))).map((r) => r.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
    expect(await nextNumberOf(t.db, t.fx.entityA, '03', 'B001')).toBe(first + 50);
  });

  it('a transaction that fails after taking a number gives it back', async () => {
    const before = await nextNumberOf(t.db, t.fx.entityA, '03', 'B001');
    await expect(
      t.db.tx(async (tx) => {
        await takeNumber(tx, t.fx.entityA, '03', 'B001');
        throw new Error('the acceptance failed');
      }),
    ).rejects.toThrow('the acceptance failed');
    expect(await nextNumberOf(t.db, t.fx.entityA, '03', 'B001')).toBe(before);
  });

  it('issues nothing while the entity does not issue receipts', async () => {
    await t.db.query('UPDATE fiscal_settings SET is_enabled = false WHERE entity_id = $1', [t.fx.entityA]);
    const order = await ordered();
    await accept(order);
    expect(await receiptOf(order)).toBeUndefined();
    await t.db.query('UPDATE fiscal_settings SET is_enabled = true WHERE entity_id = $1', [t.fx.entityA]);
  });
});
