// The credit note of an annulled order's receipt (issue 33), through the real calls: the receipt again (issuer, buyer,
// lines, totals) as a nota de crédito on the receipt's series, numbered apart from its receipts and consecutively,
// naming the receipt it annuls; none when the order has no receipt; one even when the entity stopped issuing since.
import { orders, todayIn } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { newStudent } from '../my-courses/student-test-kit.js';
import { type Priced, pricedProgramme, voucherFiles } from '../orders/orders-test-kit.js';
import { nextNumberOf } from './fiscal.queries.js';
import { issueCreditNote } from './issue-credit-note.js';
import type { ReceiptDocument } from './receipt-document.js';
import { issuing } from './receipts-test-kit.js';
import { buildReceiptXml } from './ubl/build-receipt-xml.js';
import { testCertificate } from './ubl/test-certificate.js';
import { validateWithSchema } from './ubl/ubl-test-tools.js';

const { t, as } = useTestApp(['adminA', 'counterA']);

let course: Priced;
let serial = 0;
beforeAll(async () => {
  course = await pricedProgramme(t, 'A', { name: 'Tributación', inscription: '50.00', course: '600.00', modules: [] });
  await t.db.query(`UPDATE courses SET tax_treatment = 'gravado' WHERE id = $1`, [course.programme]);
  await issuing(t, t.fx.entityA, testCertificate());
});

interface ReceiptRow {
  id: string;
  kind: string;
  type_code: string;
  series: string;
  number: number;
  reference_id: string | null;
  issued_at: Date;
  buyer_doc_kind: string;
  buyer_doc_number: string;
  buyer_name: string;
  total: string;
  igv: string;
  state: string;
  document: ReceiptDocument;
}
const receiptsOf = (order: string) =>
  t.db.query<ReceiptRow>(
    `SELECT id, kind, type_code, series, number, reference_id, issued_at, buyer_doc_kind, buyer_doc_number, buyer_name,
            total::text, igv::text, state, document
       FROM receipts WHERE order_id = $1 ORDER BY seq`,
    [order],
  );
const setIssuing = (on: boolean) =>
  t.db.query('UPDATE fiscal_settings SET is_enabled = $2 WHERE entity_id = $1', [t.fx.entityA, on]);

/** a new student's order (a boleta, or the factura asked for), accepted */
async function accepted(factura = false) {
  serial += 1;
  const student = await newStudent(t, `nota${serial}@test.pe`, `Nota${serial}`);
  await t.db.query(`UPDATE users SET dni = '45678912', document_type = 'dni' WHERE id = $1`, [student.id]);
  const extra = factura
    ? { receipt_kind: 'factura', buyer_ruc: '20555555556', buyer_legal_name: 'Minera Sur S.A.' }
    : {};
  const res = await t.upload(
    orders.createOrder,
    { entity_id: t.fx.entityA, products: JSON.stringify([{ scheduled_id: course.main }]), ...extra },
    await voucherFiles(),
    student.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const order = res.body.order._id as string;
  expect((await t.call(orders.activateOrders, { order_id: order }, as.counterA)).status).toBe(200);
  return order;
}
const annul = async (order: string) => {
  const res = await t.call(orders.annulOrder, { order_id: order, message: 'Venta anulada' }, as.adminA);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe('annulling an order issues the credit note of its receipt', () => {
  it('a nota de crédito on the boleta series, naming the boleta, with its buyer, lines and totals', async () => {
    const order = await accepted();
    const next = await nextNumberOf(t.db, t.fx.entityA, '07', 'B001');
    await annul(order);
    const [receipt, note, ...more] = await receiptsOf(order);
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      kind: 'nota_credito',
      type_code: '07',
      series: 'B001',
      number: next,
      reference_id: receipt.id,
      buyer_doc_kind: 'dni',
      buyer_doc_number: '45678912',
      buyer_name: receipt.buyer_name,
      total: '650.00',
      igv: '99.16',
      state: 'pendiente',
    });
    expect(note.document).toEqual({
      ...receipt.document,
      kind: 'nota_credito',
      series: 'B001',
      number: next,
      issueDate: todayIn('America/Lima', note.issued_at),
      issueTime: expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/),
      reference: { kind: 'boleta', series: 'B001', number: receipt.number },
    });
    // what the sender will write of it passes the schema of what SUNAT checks
    expect(validateWithSchema(buildReceiptXml(note.document))).toMatchObject({ valid: true });
  });

  it("numbers notes consecutively per series, apart from the series' receipts", async () => {
    const boletas = [await accepted(), await accepted()];
    const factura = await accepted(true);
    const firstB = await nextNumberOf(t.db, t.fx.entityA, '07', 'B001');
    const firstF = await nextNumberOf(t.db, t.fx.entityA, '07', 'F001');
    const receiptsNext = await nextNumberOf(t.db, t.fx.entityA, '03', 'B001');
    for (const order of [...boletas, factura]) await annul(order);
    const notes = await Promise.all([...boletas, factura].map(async (o) => (await receiptsOf(o))[1]));
    expect(notes.map((n) => [n.series, n.number, n.document.reference?.kind])).toEqual([
      ['B001', firstB, 'boleta'],
      ['B001', firstB + 1, 'boleta'],
      ['F001', firstF, 'factura'],
    ]);
    expect(notes[2].document.buyer).toEqual({ docKind: 'ruc', docNumber: '20555555556', name: 'Minera Sur S.A.' });
    // the boletas' own numbering goes on where it was
    expect(await nextNumberOf(t.db, t.fx.entityA, '03', 'B001')).toBe(receiptsNext);
  });

  it('issues none for an order accepted while the entity did not issue receipts', async () => {
    await setIssuing(false);
    const order = await accepted();
    await setIssuing(true);
    await annul(order);
    expect(await receiptsOf(order)).toEqual([]);
  });

  it('issues the note of an existing receipt even when the entity has stopped issuing since', async () => {
    const order = await accepted();
    await setIssuing(false);
    await annul(order);
    await setIssuing(true);
    expect((await receiptsOf(order)).map((r) => r.kind)).toEqual(['boleta', 'nota_credito']);
  });

  it('keeps one note per receipt: issuing it again answers the same note and takes no number', async () => {
    const order = await accepted();
    await annul(order);
    const [, note] = await receiptsOf(order);
    const next = await nextNumberOf(t.db, t.fx.entityA, '07', 'B001');
    const again = await t.db.tx((tx) =>
      issueCreditNote(tx, { entityId: t.fx.entityA, orderId: order, at: new Date() }),
    );
    expect(again).toBe(note.id);
    expect(await receiptsOf(order)).toHaveLength(2);
    expect(await nextNumberOf(t.db, t.fx.entityA, '07', 'B001')).toBe(next);
  });
});
