// Receipts for tests: a factura, a boleta (to a DNI, or to a buyer without document) and the credit note that annuls
// a receipt. Valid by SUNAT's rules (the RUCs carry their check digit), so that a test changes only what it tests.
import type { ReceiptDocument, ReceiptLine } from '../receipt-document.js';

export const SAMPLE_ISSUER: ReceiptDocument['issuer'] = {
  ruc: '20100066603',
  legalName: 'ACADEMIA DE FORMACIÓN & DESARROLLO S.A.C.',
  tradeName: 'Academia Andina',
  address: 'Av. Arequipa 1234, Of. 501 <Lince>',
  ubigeo: '150116',
  establishmentCode: '0000',
};

export const line = (priceCentimos: number, treatment: ReceiptLine['treatment'] = 'gravado', n = 1): ReceiptLine => ({
  description: `Curso de Excel avanzado — grupo ${n}`,
  quantity: 1,
  priceCentimos,
  treatment,
  itemCode: `C${String(n).padStart(4, '0')}`,
});

export function sampleFactura(overrides: Partial<ReceiptDocument> = {}): ReceiptDocument {
  return {
    kind: 'factura',
    series: 'F001',
    number: 1,
    issueDate: '2026-03-15',
    issueTime: '10:30:00',
    currency: 'PEN',
    issuer: SAMPLE_ISSUER,
    buyer: { docKind: 'ruc', docNumber: '20601030013', name: 'EMPRESA COMPRADORA S.A.' },
    lines: [line(11_800, 'gravado', 1), line(35_000, 'gravado', 2)],
    reference: null,
    ...overrides,
  };
}

export function sampleBoleta(overrides: Partial<ReceiptDocument> = {}): ReceiptDocument {
  return sampleFactura({
    kind: 'boleta',
    series: 'B001',
    number: 12_345_678,
    buyer: { docKind: 'dni', docNumber: '45678912', name: 'María Pérez Quispe' },
    lines: [line(50_000, 'exonerado', 1)],
    ...overrides,
  });
}

/** the note that annuls a receipt: its letter, its lines, its buyer */
export function sampleCreditNote(of: ReceiptDocument = sampleFactura(), number = 1): ReceiptDocument {
  if (of.kind === 'nota_credito') throw new Error('a credit note annuls a factura or a boleta');
  return {
    ...of,
    kind: 'nota_credito',
    series: `${of.series[0]}C01`,
    number,
    reference: { kind: of.kind, series: of.series, number: of.number },
  };
}
