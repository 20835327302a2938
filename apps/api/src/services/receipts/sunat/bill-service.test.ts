// The client against the fake SUNAT, one scenario each: what the receipts area will see and store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillServiceConfig, getStatus, sendBill, sendSummary } from './bill-service.js';
import { type FakeSunat, startFakeSunat } from './fake-sunat.js';
import { zipReceipt } from './receipt-zip.js';
import { receiptVerdict } from './receipt-verdict.js';
import { type SampleReceipt, type SigningKit, sampleReceiptXml, startSigningKit } from './signed-sample-test-kit.js';

const account = { ruc: '20100066603', solUser: 'MODDATOS', solPassword: 'moddatos' };
let fake: FakeSunat;
let kit: SigningKit;
let config: BillServiceConfig;

beforeAll(async () => {
  [fake, kit] = await Promise.all([startFakeSunat(account), startSigningKit()]);
  config = { endpoint: fake.url, ...account, timeoutMs: 10_000 };
});
afterAll(async () => {
  await Promise.all([fake.close(), kit.close()]);
});

const factura: SampleReceipt = { ruc: account.ruc, typeCode: '01', series: 'F001', number: 1 };
const nameOf = (r: SampleReceipt) => `${r.ruc}-${r.typeCode}-${r.series}-${r.number}`;
async function send(r: SampleReceipt = factura, cfg = config) {
  const xml = await kit.sign(sampleReceiptXml(r));
  return sendBill(cfg, nameOf(r), await zipReceipt(nameOf(r), xml));
}

describe('sendBill', () => {
  it('an accepted factura comes back with its CDR, read and kept; SUNAT received the signed XML and the user', async () => {
    const result = await send();
    if (result.kind !== 'answered') throw new Error(`answered expected: ${JSON.stringify(result)}`);
    expect(result.cdr).toMatchObject({
      responseCode: '0',
      description: 'La Factura numero F001-1, ha sido aceptada',
      notes: [],
      referenceId: 'F001-1',
    });
    expect(result.cdr.cdrXml).toContain('<cbc:ResponseCode>0</cbc:ResponseCode>');
    expect(result.cdr.cdrZip.subarray(0, 2).toString()).toBe('PK');
    expect(receiptVerdict(result)).toEqual({
      state: 'aceptado',
      code: '0',
      text: 'La Factura numero F001-1, ha sido aceptada',
      notes: [],
    });
    const got = fake.received.at(-1)!;
    expect(got).toMatchObject({
      operation: 'sendBill',
      soapAction: '"urn:sendBill"',
      username: '20100066603MODDATOS',
      password: 'moddatos',
      fileName: '20100066603-01-F001-1.zip',
      zipEntries: ['20100066603-01-F001-1.xml'],
    });
    expect(got.xml).toContain('<ds:SignatureValue>');
    expect(got.xml).toContain('Academia Ñandú S.A.C.');
  });

  it('an accepted boleta with observations keeps their codes and reads as observado', async () => {
    const notes = [
      { code: '4252', text: 'El dato ingresado como atributo @listName es incorrecto.' },
      { code: '4287', text: 'El precio unitario ingresado no coincide con el valor calculado' },
    ];
    fake.answerNext('observe', { notes });
    const result = await send({ ...factura, typeCode: '03', series: 'B001', number: 7 });
    expect(receiptVerdict(result)).toEqual({
      state: 'observado',
      code: '0',
      text: 'La Boleta numero B001-7, ha sido aceptada',
      notes,
    });
  });

  it('a rejection in the CDR keeps SUNAT code and Spanish text', async () => {
    fake.answerNext('reject');
    const verdict = receiptVerdict(await send({ ...factura, number: 2 }));
    expect(verdict).toMatchObject({ state: 'rechazado', code: '2800' });
    expect(verdict.text).toBe('El dato ingresado en el tipo de documento de identidad del receptor no esta permitido.');
  });

  it('a rejection sent as a SOAP fault reads the same', async () => {
    fake.answerNext('reject', {
      code: '3244',
      text: 'Debe consignar la informacion del tipo de transaccion del comprobante',
      asFault: true,
    });
    const result = await send({ ...factura, number: 3 });
    expect(result).toEqual({
      kind: 'fault',
      code: '3244',
      message: 'Debe consignar la informacion del tipo de transaccion del comprobante',
    });
    expect(receiptVerdict(result).state).toBe('rechazado');
  });

  it('no answer within the time-out leaves the receipt pendiente', async () => {
    fake.answerNext('timeout');
    const result = await send({ ...factura, number: 4 }, { ...config, timeoutMs: 300 });
    expect(result).toMatchObject({ kind: 'unreachable', reason: 'timeout' });
    expect(receiptVerdict(result)).toMatchObject({ state: 'pendiente', code: null });
    expect(fake.received.at(-1)!.answer).toBe('held');
  });

  it("SUNAT's Server fault keeps its code and reads as pendiente", async () => {
    fake.answerNext('fault', {
      code: '0130',
      text: 'El sistema no puede responder su solicitud. (No se pudo obtener el ticket de proceso)',
    });
    const result = await send({ ...factura, number: 5 });
    expect(result).toMatchObject({ kind: 'fault', code: '0130' });
    expect(receiptVerdict(result)).toMatchObject({ state: 'pendiente', code: '0130' });
  });

  it('a gateway page instead of SOAP, or a closed port, is unreachable', async () => {
    fake.answerNext('bad-gateway');
    expect(await send({ ...factura, number: 6 })).toMatchObject({
      kind: 'unreachable',
      reason: 'http-status',
      detail: 'HTTP 502',
    });
    const closed = await startFakeSunat(account);
    await closed.close();
    const result = await send({ ...factura, number: 6 }, { ...config, endpoint: closed.url });
    expect(result).toMatchObject({ kind: 'unreachable', reason: 'network' });
    expect(receiptVerdict(result).state).toBe('pendiente');
  });

  it('a wrong SOL password is fault 0102, an error to fix before sending again', async () => {
    const result = await send(factura, { ...config, solPassword: 'otra' });
    expect(result).toEqual({ kind: 'fault', code: '0102', message: 'Usuario o contraseña incorrectos' });
    expect(receiptVerdict(result)).toMatchObject({ state: 'error', code: '0102' });
  });

  it('a tampered signed XML is refused by the signature check', async () => {
    const name = nameOf(factura);
    const signed = await kit.sign(sampleReceiptXml(factura));
    const tampered = signed.replace('>118.00<', '>11.80<');
    expect(tampered).not.toBe(signed);
    const result = await sendBill(config, name, await zipReceipt(name, tampered));
    expect(result).toMatchObject({
      kind: 'fault',
      code: '2335',
      message: 'El documento electrónico ingresado ha sido alterado',
    });
    expect(receiptVerdict(result).state).toBe('rechazado');
  });
});

describe('sendSummary and getStatus', () => {
  it('a summary gets a ticket, and the ticket its CDR', async () => {
    const name = `${account.ruc}-RC-20261129-1`;
    const sent = await sendSummary(config, name, await zipReceipt(name, '<SummaryDocuments/>'));
    if (sent.kind !== 'ticket') throw new Error(`ticket expected: ${JSON.stringify(sent)}`);
    const status = await getStatus(config, sent.ticket);
    expect(status).toMatchObject({
      kind: 'status',
      statusCode: '0',
      cdr: { responseCode: '0', referenceId: 'RC-20261129-1' },
    });
    expect(receiptVerdict(status).state).toBe('aceptado');
    expect(await getStatus(config, '123')).toEqual({ kind: 'fault', code: '0127', message: 'El ticket no existe' });
  });
});
