// Sending receipts to a SUNAT of our own on loopback (sunat/fake-sunat.ts: the billService's SOAP, its checks of the
// login, the zip, the file name and the signature by xmlsec1): what the staff see after each of SUNAT's answers, the
// retries while it is away, the hold on a wrong SOL password until it is fixed and re-sent, and the files.
import JSZip from 'jszip';
import { M, orders, type ReceiptOutput, receipts } from '@edu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download } from '../../../sheets/exports-test-kit.js';
import { useTestApp } from '../../../test/harness.js';
import { newStudent } from '../../my-courses/student-test-kit.js';
import { type Priced, pricedProgramme, voucherFiles } from '../../orders/orders-test-kit.js';
import { readReceiptQr } from '../pdf/read-receipt-qr.js';
import { FISCAL_FORM, issuing, saveFiscal } from '../receipts-test-kit.js';
import { type FakeSunat, startFakeSunat } from '../sunat/fake-sunat.js';
import { testCertificate } from '../ubl/test-certificate.js';

const { t, as } = useTestApp(['adminA', 'counterA'], { SUNAT_TIMEOUT_SECONDS: '1' });

let sunat: FakeSunat;
let course: Priced;
let serial = 0;
beforeAll(async () => {
  sunat = await startFakeSunat({
    ruc: FISCAL_FORM.ruc,
    solUser: FISCAL_FORM.sol_user,
    solPassword: FISCAL_FORM.sol_password,
  });
  course = await pricedProgramme(t, 'A', { name: 'Marketing', inscription: '0.00', course: '236.00', modules: [] });
  await t.db.query(`UPDATE courses SET tax_treatment = 'gravado' WHERE id = $1`, [course.programme]);
  await issuing(t, t.fx.entityA, testCertificate(), { destination: 'ose', ose_url: sunat.url });
});
afterAll(() => sunat?.close());

/** A student orders (a factura when asked), the counter accepts; answers the order and its receipt's id. */
async function accepted(factura = false) {
  serial += 1;
  const student = await newStudent(t, `sunat${serial}@test.pe`);
  await t.db.query(`UPDATE users SET dni = '45678912', document_type = 'dni' WHERE id = $1`, [student.id]);
  const extra = factura
    ? { receipt_kind: 'factura', buyer_ruc: '20555555556', buyer_legal_name: 'Minera Sur S.A.' }
    : {};
  const placed = await t.upload(
    orders.createOrder,
    { entity_id: t.fx.entityA, products: JSON.stringify([{ scheduled_id: course.main }]), ...extra },
    await voucherFiles(),
    student.token,
  );
  const order = placed.body.order._id as string;
  expect((await t.call(orders.activateOrders, { order_id: order }, as.counterA)).status).toBe(200);
  const [{ id }] = await t.db.query<{ id: string }>('SELECT id FROM receipts WHERE order_id = $1', [order]);
  return { order, receipt: id, student };
}

/** the receipt as the staff's list shows it */
const listed = async (receipt: string): Promise<ReceiptOutput> => {
  const res = await t.call(receipts.getReceipts, { entity_id: t.fx.entityA, page: 1, docs: 100 }, as.counterA);
  const found = res.body.receipts.find((r: ReceiptOutput) => r._id === receipt);
  if (!found) throw new Error(`receipt ${receipt} is not in the list`);
  return found;
};

describe('sending a receipt', () => {
  it("turns 'Aceptado' with SUNAT's CDR, signed, zipped and named as SUNAT checks", async () => {
    const { receipt } = await accepted(true);
    expect(await listed(receipt)).toMatchObject({ state: 'pendiente', label: expect.stringMatching(/^F001-\d+$/) });
    await t.app.services.receiptSender.flush();
    const got = await listed(receipt);
    expect(got).toMatchObject({ state: 'aceptado', response_code: '0', has_cdr: true, is_retrying: false });
    expect(got.response_text).toContain('ha sido aceptada');
    const last = sunat.received.at(-1);
    expect(last).toMatchObject({
      operation: 'sendBill',
      username: `${FISCAL_FORM.ruc}${FISCAL_FORM.sol_user}`,
      answer: 'cdr 0',
    });
    expect(last?.fileName).toBe(`${FISCAL_FORM.ruc}-01-${got.label}.zip`);
  });

  it("keeps the observations of 'Aceptado con observaciones', codes included", async () => {
    const { receipt } = await accepted();
    sunat.answerNext('observe');
    await t.app.services.receiptSender.flush();
    const got = await listed(receipt);
    expect(got.state).toBe('observado');
    expect(got.notes[0]).toMatchObject({ code: '4252' });
  });

  it("says 'Rechazado' with SUNAT's code and text, and sends it again after 'Reenviar'", async () => {
    const { receipt } = await accepted();
    sunat.answerNext('reject', { code: '2800', text: 'El dato ingresado en el tipo de documento no esta permitido.' });
    await t.app.services.receiptSender.flush();
    expect(await listed(receipt)).toMatchObject({ state: 'rechazado', response_code: '2800', is_retrying: false });
    const again = await t.call(receipts.resendReceipt, { entity_id: t.fx.entityA, receipt_id: receipt }, as.counterA);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ message: M.RECEIPT_RESENT, receipt: { state: 'pendiente', is_retrying: true } });
    await t.app.services.receiptSender.flush();
    expect((await listed(receipt)).state).toBe('aceptado');
  });

  it("stays 'Pendiente de envío' while SUNAT does not answer, and is tried again later", async () => {
    const { receipt } = await accepted();
    sunat.answerNext('timeout');
    await t.app.services.receiptSender.flush();
    const got = await listed(receipt);
    expect(got).toMatchObject({ state: 'pendiente', is_retrying: true, attempts: 1, response_code: null });
    const [{ wait }] = await t.db.query<{ wait: number }>(
      'SELECT extract(epoch FROM next_attempt_at - now())::int AS wait FROM receipts WHERE id = $1',
      [receipt],
    );
    expect(wait).toBeGreaterThan(30);
    sunat.answerNext('fault', { code: '0130' });
    await t.db.query('UPDATE receipts SET next_attempt_at = now() WHERE id = $1', [receipt]);
    await t.app.services.receiptSender.flush();
    expect(await listed(receipt)).toMatchObject({ state: 'pendiente', is_retrying: true, response_code: '0130' });
    await t.db.query('UPDATE receipts SET next_attempt_at = now() WHERE id = $1', [receipt]);
    await t.app.services.receiptSender.flush();
    expect((await listed(receipt)).state).toBe('aceptado');
  });

  it('holds a receipt SUNAT refused for a wrong SOL password until the admin fixes it and re-sends', async () => {
    await solPassword('otra');
    const { receipt } = await accepted();
    await t.app.services.receiptSender.flush();
    expect(await listed(receipt)).toMatchObject({ state: 'pendiente', is_retrying: false, response_code: '0102' });
    await solPassword(FISCAL_FORM.sol_password);
    await t.call(receipts.resendReceipt, { entity_id: t.fx.entityA, receipt_id: receipt }, as.counterA);
    await t.app.services.receiptSender.flush();
    expect((await listed(receipt)).state).toBe('aceptado');
  });
});

/** The admin saves the tab with another SOL password (the OSE's address is the fake's, which is not https). */
async function solPassword(password: string) {
  const now = (await t.call(receipts.getFiscalSettings, { entity_id: t.fx.entityA }, as.adminA)).body.settings;
  const res = await saveFiscal(t, as.adminA, t.fx.entityA, {
    destination: 'ose',
    ose_url: 'https://ose.example.pe/billService',
    sol_password: password,
    boleta_next: now.boleta_next,
    factura_next: now.factura_next,
    default_treatment: now.default_treatment,
    is_enabled: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await t.db.query('UPDATE fiscal_settings SET ose_url = $2 WHERE entity_id = $1', [t.fx.entityA, sunat.url]);
}

describe('a credit note', () => {
  it("is sent once its receipt is accepted, and turns 'Aceptado' naming the receipt it annuls", async () => {
    const { order, receipt } = await accepted();
    // SUNAT away: the receipt stays pending, and the note of the annulled order waits for it
    sunat.answerNext('timeout');
    await t.app.services.receiptSender.flush();
    const annul = await t.call(orders.annulOrder, { order_id: order, message: 'Se devolvió el pago' }, as.adminA);
    expect(annul.status, JSON.stringify(annul.body)).toBe(200);
    const [{ id: note }] = await t.db.query<{ id: string }>(
      `SELECT id FROM receipts WHERE order_id = $1 AND kind = 'nota_credito'`,
      [order],
    );
    const sent = sunat.received.length;
    await t.app.services.receiptSender.flush();
    expect(sunat.received.length).toBe(sent);
    expect((await listed(note)).state).toBe('pendiente');
    await t.db.query('UPDATE receipts SET next_attempt_at = now() WHERE id = $1', [receipt]);
    await t.app.services.receiptSender.flush();
    expect((await listed(receipt)).state).toBe('aceptado');
    await t.app.services.receiptSender.flush();
    const got = await listed(note);
    expect(got).toMatchObject({ state: 'aceptado', kind: 'nota_credito', reference: (await listed(receipt)).label });
    expect(sunat.received.at(-1)?.fileName).toBe(`${FISCAL_FORM.ruc}-07-${got.label}.zip`);
  });
});

describe("a receipt's files", () => {
  it("the PDF's QR holds the receipt's values and its hash; the XML and SUNAT's CDR download as they are", async () => {
    const { receipt, student } = await accepted(true);
    await t.app.services.receiptSender.flush();
    const r = await listed(receipt);
    const [{ hash }] = await t.db.query<{ hash: string }>('SELECT hash FROM receipts WHERE id = $1', [receipt]);
    const pdf = await download(
      t,
      receipts.downloadMyReceipt,
      { entity_id: t.fx.entityA, receipt_id: receipt },
      student.token,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // S/ 236.00 gravado: 200.00 + IGV 36.00
    expect(await readReceiptQr(pdf.raw)).toBe(
      `${FISCAL_FORM.ruc}|01|F001|${r.number}|36.00|236.00|${r.issued_at.slice(0, 10)}|6|20555555556|${hash}|`,
    );
    const xml = await download(
      t,
      receipts.downloadReceipt,
      { entity_id: t.fx.entityA, receipt_id: receipt, file: 'xml' },
      as.counterA,
    );
    expect(xml.raw.toString('utf8')).toContain(`<ds:DigestValue>${hash}</ds:DigestValue>`);
    const cdr = await download(
      t,
      receipts.downloadReceipt,
      { entity_id: t.fx.entityA, receipt_id: receipt, file: 'cdr' },
      as.counterA,
    );
    const names = Object.keys((await JSZip.loadAsync(cdr.raw)).files);
    expect(names).toContain(`R-${FISCAL_FORM.ruc}-01-${r.label}.xml`);
  });

  it("is no receipt for another student (404), and the export lists the entity's receipts", async () => {
    const { receipt } = await accepted();
    const other = await newStudent(t, 'otra-alumna@test.pe');
    const res = await download(
      t,
      receipts.downloadMyReceipt,
      { entity_id: t.fx.entityA, receipt_id: receipt },
      other.token,
    );
    expect(res.status).toBe(404);
    const csv = await download(t, receipts.exportReceipts, { entity_id: t.fx.entityA, format: 'csv' }, as.counterA);
    expect(csv.rows[0]).toEqual(Object.values(M.RECEIPT_COLUMNS));
    expect(csv.rows.length).toBeGreaterThan(5);
  });
});
