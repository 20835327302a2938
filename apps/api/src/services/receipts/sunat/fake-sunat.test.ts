// The fake SUNAT itself: its WSDL, and the checks SUNAT makes before it answers, seen through the client.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillServiceConfig, sendBill } from './bill-service.js';
import { type FakeSunat, startFakeSunat } from './fake-sunat.js';
import { zipReceipt } from './receipt-zip.js';
import { receiptVerdict } from './receipt-verdict.js';
import { type SampleReceipt, type SigningKit, sampleReceiptXml, startSigningKit } from './signed-sample-test-kit.js';
import { soapEnvelope } from './soap.js';
import { attrOf, child, readXml } from './xml-read.js';

const run = promisify(execFile);
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

describe('the WSDL', () => {
  it('is served at ?wsdl, parses, and names sendBill, sendSummary and getStatus with their SOAP actions', async () => {
    const response = await fetch(fake.wsdlUrl);
    expect(response.status).toBe(200);
    const wsdl = readXml(await response.text());
    const names = (path: unknown) => [path].flat().map((op) => attrOf(op, 'name'));
    expect(names(child(wsdl, 'definitions', 'portType', 'operation'))).toEqual([
      'sendBill',
      'sendSummary',
      'getStatus',
    ]);
    const bound = [child(wsdl, 'definitions', 'binding', 'operation')].flat();
    expect(bound.map((op) => attrOf(child(op, 'operation'), 'soapAction'))).toEqual([
      'urn:sendBill',
      'urn:sendSummary',
      'urn:getStatus',
    ]);
    expect(attrOf(child(wsdl, 'definitions', 'service', 'port', 'address'), 'location')).toBe(fake.url);
  });

  it("holds the client's sendBill body: xmllint validates it against the WSDL's schema", async () => {
    const wsdl = await (await fetch(fake.wsdlUrl)).text();
    const schema = wsdl.slice(wsdl.indexOf('<xs:schema'), wsdl.indexOf('</xs:schema>') + '</xs:schema>'.length);
    const envelope = soapEnvelope({ username: 'u', password: 'p' }, 'sendBill', [
      ['fileName', 'a.zip'],
      ['contentFile', 'UEs='],
    ]);
    const body = envelope.slice(envelope.indexOf('<ser:sendBill>'), envelope.indexOf('</soapenv:Body>'));
    const dir = await mkdtemp(join(tmpdir(), 'wsdl-'));
    try {
      await writeFile(join(dir, 'schema.xsd'), schema);
      await writeFile(
        join(dir, 'body.xml'),
        body.replace('<ser:sendBill>', '<ser:sendBill xmlns:ser="http://service.sunat.gob.pe">'),
      );
      const { stderr } = await run('xmllint', ['--noout', '--schema', join(dir, 'schema.xsd'), join(dir, 'body.xml')]);
      expect(stderr).toContain('validates');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

const factura: SampleReceipt = { ruc: account.ruc, typeCode: '01', series: 'F001', number: 10 };
const name = '20100066603-01-F001-10';

async function sendZip(fileName: string, files: Record<string, string>) {
  const zip = new JSZip();
  for (const [entry, text] of Object.entries(files)) zip.file(entry, text);
  return sendBill(config, fileName, await zip.generateAsync({ type: 'nodebuffer' }));
}

describe("SUNAT's checks", () => {
  it('a file name out of the pattern is 0151, and nothing is unzipped', async () => {
    const xml = await kit.sign(sampleReceiptXml(factura));
    const result = await sendBill(config, '20100066603-01-F1-10', await zipReceipt('20100066603-01-F1-10', xml));
    expect(result).toEqual({ kind: 'fault', code: '0151', message: 'El nombre del archivo ZIP es incorrecto' });
    expect(receiptVerdict(result).state).toBe('error');
  });

  it("another taxpayer's RUC in the file name is 0154", async () => {
    const other = '20601234567-01-F001-10';
    const result = await sendBill(config, other, await zipReceipt(other, await kit.sign(sampleReceiptXml(factura))));
    expect(result).toMatchObject({ kind: 'fault', code: '0154' });
  });

  it('a zip with two files is 0158; SUNAT saw both entries', async () => {
    const xml = await kit.sign(sampleReceiptXml(factura));
    const result = await sendZip(name, { [`${name}.xml`]: xml, 'otro.xml': xml });
    expect(result).toMatchObject({ kind: 'fault', code: '0158' });
    expect(fake.received.at(-1)!.zipEntries).toEqual([`${name}.xml`, 'otro.xml']);
  });

  it('an XML named unlike its zip is 0161; an empty zip 0157; bytes that are no zip 0156', async () => {
    const xml = await kit.sign(sampleReceiptXml(factura));
    expect(await sendZip(name, { '20100066603-01-F001-11.xml': xml })).toMatchObject({ code: '0161' });
    expect(await sendZip(name, {})).toMatchObject({ code: '0157' });
    expect(await sendBill(config, name, Buffer.from('no es un zip'))).toMatchObject({ code: '0156' });
  });

  it('an XML whose RUC, series, number or type differ from its name is refused with 1034, 1035, 1036, 1003', async () => {
    const cases: [Partial<SampleReceipt>, string][] = [
      [{ ruc: '20601234567' }, '1034'],
      [{ series: 'F002' }, '1035'],
      [{ number: 11 }, '1036'],
      [{ typeCode: '03' }, '1003'],
    ];
    for (const [change, code] of cases) {
      const xml = await kit.sign(sampleReceiptXml({ ...factura, ...change }));
      const result = await sendBill(config, name, await zipReceipt(name, xml));
      expect(result, code).toMatchObject({ kind: 'fault', code });
      expect(receiptVerdict(result).state).toBe('error');
    }
  });

  it('an unsigned XML is 1059; one that is not XML 0306', async () => {
    expect(await sendZip(name, { [`${name}.xml`]: sampleReceiptXml(factura, false) })).toMatchObject({
      code: '1059',
      message: 'El XML no contiene firma digital',
    });
    expect(await sendZip(name, { [`${name}.xml`]: 'texto' })).toMatchObject({ code: '0306' });
  });

  it('a forged signature value is 2334, altered content 2335: both rechazado', async () => {
    const signed = await kit.sign(sampleReceiptXml(factura));
    const forged = signed.replace(
      /<ds:SignatureValue>(.)/,
      (_, c: string) => `<ds:SignatureValue>${c === 'A' ? 'B' : 'A'}`,
    );
    const result = await sendZip(name, { [`${name}.xml`]: forged });
    expect(result).toMatchObject({ kind: 'fault', code: '2334' });
    expect(receiptVerdict(result).state).toBe('rechazado');
    const altered = signed.replace('Academia Ñandú', 'Academia Nandu');
    expect(await sendZip(name, { [`${name}.xml`]: altered })).toMatchObject({ code: '2335' });
  });

  it('an unknown user, or none, is refused before anything is read', async () => {
    const xml = await kit.sign(sampleReceiptXml(factura));
    const zip = await zipReceipt(name, xml);
    expect(await sendBill({ ...config, solUser: 'OTRO' }, name, zip)).toMatchObject({ code: '0102' });
    expect(fake.received.at(-1)!.zipEntries).toEqual([]);
    const bare = await fetch(fake.url, { method: 'POST', body: '<Envelope><Body><sendBill/></Body></Envelope>' });
    expect(await bare.text()).toContain('<faultcode>soap-env:Client.0101</faultcode>');
  });
});
