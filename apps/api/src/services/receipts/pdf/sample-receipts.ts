// Receipts for the tests: a factura with a line of each tax treatment, a boleta to a person with DNI, a boleta to a
// buyer who gave no document, and the credit note that annuls the factura. Valid RUCs (check digit) and ubigeo.
import type { ReceiptDocument, ReceiptIssuer } from '../receipt-document.js';

export const SAMPLE_ISSUER: ReceiptIssuer = {
  ruc: '20100066603',
  legalName: 'Academia Andina de Gestión S.A.C.',
  tradeName: 'Andina Cursos',
  address: 'Av. Arequipa 1234, Miraflores, Lima',
  ubigeo: '150122',
  establishmentCode: '0000',
};

/** a SHA-256 DigestValue in base64: 44 characters */
export const SAMPLE_HASH = 'k3Fq0oN6mQ2w1mX9b8fYJ3q0yZ1x2c3v4b5n6m7L8k0=';

export const LONG_DESCRIPTION =
  'Diplomado internacional en ciencia de datos, inteligencia artificial y aprendizaje automático aplicado a la ' +
  'gestión pública, módulo 1 de 6';

export const sampleFactura: ReceiptDocument = {
  kind: 'factura',
  series: 'F001',
  number: 123,
  issueDate: '2026-04-20',
  issueTime: '10:15:00',
  currency: 'PEN',
  issuer: SAMPLE_ISSUER,
  buyer: { docKind: 'ruc', docNumber: '20512345671', name: 'Constructora Ñandú E.I.R.L.' },
  lines: [
    { description: LONG_DESCRIPTION, quantity: 1, priceCentimos: 118000, treatment: 'gravado', itemCode: 'DCD-01' },
    { description: 'Matrícula 2026', quantity: 1, priceCentimos: 5000, treatment: 'exonerado', itemCode: 'MAT-26' },
    { description: 'Constancia de estudios', quantity: 1, priceCentimos: 2050, treatment: 'inafecto', itemCode: 'CON' },
  ],
  reference: null,
};

export const sampleBoleta: ReceiptDocument = {
  ...sampleFactura,
  kind: 'boleta',
  series: 'B001',
  number: 45,
  issueDate: '2026-05-02',
  issueTime: '18:40:05',
  buyer: { docKind: 'dni', docNumber: '45678912', name: 'María José Núñez Güemes' },
  lines: [
    {
      description: 'Excel avanzado - Arequipa',
      quantity: 1,
      priceCentimos: 35000,
      treatment: 'gravado',
      itemCode: 'EXA-2',
    },
  ],
};

export const sampleAnonymousBoleta: ReceiptDocument = {
  ...sampleBoleta,
  number: 46,
  buyer: { docKind: 'none', docNumber: '-', name: '' },
  lines: [
    { description: 'Taller de oratoria', quantity: 1, priceCentimos: 9900, treatment: 'exonerado', itemCode: 'TOR' },
  ],
};

export const sampleCreditNote: ReceiptDocument = {
  ...sampleFactura,
  kind: 'nota_credito',
  series: 'FC01',
  number: 7,
  issueDate: '2026-04-22',
  issueTime: '09:00:00',
  reference: { kind: 'factura', series: 'F001', number: 123 },
};
