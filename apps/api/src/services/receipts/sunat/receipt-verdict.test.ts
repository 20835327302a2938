import { describe, expect, it } from 'vitest';
import { cdrVerdict, faultState, receiptVerdict } from './receipt-verdict.js';
import { readSoapAnswer } from './soap.js';

const fault = (faultcode: string, faultstring: string, detail = '', prefix = 'soap-env') =>
  `<${prefix}:Envelope xmlns:${prefix}="http://schemas.xmlsoap.org/soap/envelope/"><${prefix}:Body><${prefix}:Fault>` +
  `<faultcode>${faultcode}</faultcode><faultstring>${faultstring}</faultstring>${detail}</${prefix}:Fault></${prefix}:Body></${prefix}:Envelope>`;

describe('readSoapAnswer', () => {
  it('reads the code of every way SUNAT and the OSEs write a fault', () => {
    expect(
      readSoapAnswer(fault('soap-env:Client.0111', 'No tiene el perfil para enviar comprobantes electronicos')),
    ).toEqual({
      kind: 'fault',
      code: '0111',
      message: 'No tiene el perfil para enviar comprobantes electronicos',
    });
    expect(readSoapAnswer(fault('env:Client.2800', 'x', '', 'env'))).toMatchObject({ code: '2800' });
    expect(readSoapAnswer(fault('2335', 'El documento electrónico ingresado ha sido alterado', '', 'S'))).toMatchObject(
      { code: '2335' },
    );
    expect(readSoapAnswer(fault('soap-env:Server', 'Internal Error'))).toMatchObject({ code: 'Server' });
    const ose = fault(
      's:Client',
      '2800',
      '<detail><message xmlns="http://service.sunat.gob.pe">El dato ingresado…</message></detail>',
      's',
    );
    expect(readSoapAnswer(ose)).toEqual({ kind: 'fault', code: '2800', message: 'El dato ingresado…' });
  });

  it('is null for what is not a SOAP envelope', () => {
    expect(readSoapAnswer('<html><body>Service Unavailable</body></html>')).toBeNull();
    expect(readSoapAnswer('Service Unavailable')).toBeNull();
  });
});

describe('receiptVerdict', () => {
  it("classifies faults by SUNAT's ranges", () => {
    const cases: [string, string][] = [
      ['0100', 'pendiente'],
      ['0109', 'pendiente'],
      ['0130', 'pendiente'],
      ['0138', 'pendiente'],
      ['0200', 'pendiente'],
      ['0253', 'pendiente'],
      ['0101', 'error'],
      ['0102', 'error'],
      ['0111', 'error'],
      ['0151', 'error'],
      ['0306', 'error'],
      ['1033', 'error'],
      ['1999', 'error'],
      ['2000', 'rechazado'],
      ['2335', 'rechazado'],
      ['3999', 'rechazado'],
      ['Server', 'pendiente'],
      ['Client', 'error'],
    ];
    expect(cases.map(([code]) => [code, faultState(code)])).toEqual(cases);
  });

  it('reads a CDR: 0 accepted, 0 with 4000+ notes observed, 2000–3999 rejected', () => {
    const cdr = (responseCode: string, noteCodes: string[] = []) => ({
      responseCode,
      description: 'd',
      notes: noteCodes.map((code) => ({ code, text: 't' })),
    });
    expect(cdrVerdict(cdr('0')).state).toBe('aceptado');
    expect(cdrVerdict(cdr('0', ['4252'])).state).toBe('observado');
    expect(cdrVerdict(cdr('0', [''])).state).toBe('aceptado');
    expect(cdrVerdict(cdr('2800')).state).toBe('rechazado');
    expect(cdrVerdict(cdr('0100')).state).toBe('error');
  });

  it('leaves an unanswered receipt pendiente with a Spanish text, and a ticket in process too', () => {
    expect(receiptVerdict({ kind: 'unreachable', reason: 'timeout', detail: 'x' })).toEqual({
      state: 'pendiente',
      code: null,
      text: 'SUNAT no respondió a tiempo; se reintentará el envío',
      notes: [],
    });
    expect(receiptVerdict({ kind: 'status', statusCode: '98', cdr: null }).state).toBe('pendiente');
  });
});
