import { describe, expect, it } from 'vitest';
import { readPdf } from '../../certificates/pdf/read-pdf.js';
import type { ReceiptDocument } from '../receipt-document.js';
import { readReceiptQr } from './read-receipt-qr.js';
import { receiptQrText } from './receipt-qr.js';
import { type ReceiptPdfFormat, renderReceiptPdf } from './render-receipt-pdf.js';
import {
  LONG_DESCRIPTION,
  SAMPLE_HASH as HASH,
  sampleAnonymousBoleta,
  sampleBoleta,
  sampleCreditNote,
  sampleFactura,
} from './sample-receipts.js';

const FORMATS: ReceiptPdfFormat[] = ['a4', 'ticket'];
const ISSUER = ['Academia Andina de Gestión S.A.C.', 'Andina Cursos', 'Av. Arequipa 1234, Miraflores, Lima'];
const FOOT = ['Moneda: SOLES', 'Valor resumen', HASH];
const COLUMNS = ['Cant.', 'Unidad', 'Código', 'Descripción', 'Valor unit.', 'Precio unit.', 'Importe'];

/** Each receipt, the amount in words its caller passes, what its PDF must show, and its QR, written out by hand. */
const CASES: [string, ReceiptDocument, string, string[], string][] = [
  [
    'factura',
    sampleFactura,
    'MIL DOSCIENTOS CINCUENTA CON 50/100 SOLES',
    [
      'RUC 20100066603',
      'FACTURA ELECTRÓNICA',
      'F001-123',
      'Fecha de emisión: 20-04-2026',
      'Hora de emisión: 10:15:00',
      'RUC: 20512345671',
      'Cliente: Constructora Ñandú E.I.R.L.',
      // cantidad, unidad, código, descripción, valor unitario, precio unitario, importe (valor de venta)
      '1 ZZ',
      'DCD-01',
      '1000.00 1180.00 1000.00',
      'MAT-26',
      'Matrícula 2026',
      '50.00 50.00 50.00',
      '20.50 20.50 20.50',
      'Op. gravadas S/ 1000.00',
      'Op. exoneradas S/ 50.00',
      'Op. inafectas S/ 20.50',
      'IGV 18 % S/ 180.00',
      'Importe total S/ 1250.50',
      'SON: MIL DOSCIENTOS CINCUENTA CON 50/100 SOLES',
      'Representación impresa de la FACTURA ELECTRÓNICA',
    ],
    `20100066603|01|F001|123|180.00|1250.50|2026-04-20|6|20512345671|${HASH}|`,
  ],
  [
    'boleta',
    sampleBoleta,
    'TRESCIENTOS CINCUENTA CON 00/100 SOLES',
    [
      'BOLETA DE VENTA ELECTRÓNICA',
      'B001-45',
      'Fecha de emisión: 02-05-2026',
      'DNI: 45678912',
      'Cliente: María José Núñez Güemes',
      'EXA-2',
      '296.61 350.00 296.61',
      'Op. gravadas S/ 296.61',
      'Op. exoneradas S/ 0.00',
      'IGV 18 % S/ 53.39',
      'Importe total S/ 350.00',
      'SON: TRESCIENTOS CINCUENTA CON 00/100 SOLES',
      'Representación impresa de la BOLETA DE VENTA ELECTRÓNICA',
    ],
    `20100066603|03|B001|45|53.39|350.00|2026-05-02|1|45678912|${HASH}|`,
  ],
  [
    'boleta sin documento',
    sampleAnonymousBoleta,
    'NOVENTA Y NUEVE CON 00/100 SOLES',
    [
      'B001-46',
      'Doc. identidad: -',
      'Cliente: -',
      'Op. exoneradas S/ 99.00',
      'IGV 18 % S/ 0.00',
      'Importe total S/ 99.00',
      'Representación impresa de la BOLETA DE VENTA ELECTRÓNICA',
    ],
    `20100066603|03|B001|46|0.00|99.00|2026-05-02|0|-|${HASH}|`,
  ],
  [
    'nota de crédito',
    sampleCreditNote,
    'MIL DOSCIENTOS CINCUENTA CON 50/100 SOLES',
    [
      'NOTA DE CRÉDITO ELECTRÓNICA',
      'FC01-7',
      'Fecha de emisión: 22-04-2026',
      'Documento que modifica: FACTURA ELECTRÓNICA F001-123',
      'Motivo: Anulación de la operación',
      'Importe total S/ 1250.50',
      'Representación impresa de la NOTA DE CRÉDITO ELECTRÓNICA',
    ],
    `20100066603|07|FC01|7|180.00|1250.50|2026-04-22|6|20512345671|${HASH}|`,
  ],
];

/** The text the pages show, each drawn piece separated by one space (wrapped lines join back into their text). */
async function shown(bytes: Uint8Array) {
  const { text, pages } = await readPdf(bytes);
  return { lines: text.split('\n'), flat: text.replace(/\s+/g, ' '), pages };
}

describe('renderReceiptPdf', () => {
  for (const format of FORMATS) {
    it.each(CASES)(
      `prints every field SUNAT requires and a QR that decodes to its values (%s, ${format})`,
      async (_, doc, words, facts, qr) => {
        const bytes = await renderReceiptPdf(doc, { format, hash: HASH, amountInWords: words, logo: null });
        const { flat, pages } = await shown(bytes);
        expect(pages).toHaveLength(1);
        for (const fact of [...ISSUER, ...COLUMNS, ...FOOT, ...facts]) expect(flat).toContain(fact);
        expect(await readReceiptQr(bytes)).toBe(qr);
        // the hand-written QR is also what the XML's side computes
        const igv = Number(qr.split('|')[4].replace('.', ''));
        const total = Number(qr.split('|')[5].replace('.', ''));
        expect(receiptQrText(doc, { igvCentimos: igv, totalCentimos: total, hash: HASH })).toBe(qr);
      },
    );
  }

  it('draws A4 pages, and a ticket 80 mm wide whose height grows with its lines', async () => {
    const options = { hash: HASH, amountInWords: 'UNO', logo: null };
    const a4 = (await shown(await renderReceiptPdf(sampleFactura, { ...options, format: 'a4' }))).pages[0].getSize();
    expect(a4.width).toBeCloseTo(595.28, 1);
    expect(a4.height).toBeCloseTo(841.89, 1);
    const ticketOf = async (doc: ReceiptDocument) =>
      (await shown(await renderReceiptPdf(doc, { ...options, format: 'ticket' }))).pages;
    const short = await ticketOf(sampleBoleta);
    const long = await ticketOf({ ...sampleFactura, lines: Array(12).fill(sampleFactura.lines[0]) });
    expect(short).toHaveLength(1);
    expect(long).toHaveLength(1);
    expect(short[0].getWidth()).toBeCloseTo((80 / 25.4) * 72, 2);
    expect(short[0].getWidth()).toBeCloseTo(226.77, 1);
    expect(long[0].getWidth()).toBeCloseTo(226.77, 1);
    expect(short[0].getHeight()).toBeGreaterThan(300);
    expect(long[0].getHeight()).toBeGreaterThan(short[0].getHeight() + 11 * 30);
  });

  it.each(FORMATS)(
    'wraps a long description and prints what the fonts cannot encode letter by letter (%s)',
    async (format) => {
      const doc = {
        ...sampleFactura,
        issuer: { ...sampleFactura.issuer, legalName: 'Łódź Akademia 李 S.A.C.' },
        buyer: { ...sampleFactura.buyer, name: 'Zoë Øster Ōtsuka' },
      };
      const bytes = await renderReceiptPdf(doc, {
        format,
        hash: HASH,
        amountInWords: 'UNO',
        logo: null,
        stateLabel: 'Pendiente de envío',
      });
      const { lines, flat } = await shown(bytes);
      expect(flat).toContain(LONG_DESCRIPTION);
      expect(lines.some((l) => l.includes(LONG_DESCRIPTION))).toBe(false);
      expect(flat).toContain('Lódz Akademia ? S.A.C.');
      expect(flat).toContain('Zoë Øster Otsuka');
      expect(flat).toContain('Pendiente de envío');
      expect(await readReceiptQr(bytes)).toContain('|01|F001|123|');
    },
  );

  it('continues the lines on a new A4 page under their header, and keeps one QR', async () => {
    const many = {
      ...sampleFactura,
      lines: Array.from({ length: 40 }, (_, i) => ({ ...sampleFactura.lines[0], itemCode: `L${i + 1}` })),
    };
    const bytes = await renderReceiptPdf(many, { format: 'a4', hash: HASH, amountInWords: 'UNO', logo: null });
    const { lines, pages } = await shown(bytes);
    expect(pages.length).toBeGreaterThan(1);
    expect(lines.filter((l) => l === 'Descripción').length).toBeGreaterThan(1);
    for (let i = 1; i <= 40; i++) expect(lines).toContain(`L${i}`);
    expect(lines).toContain('S/ 47200.00');
    expect(await readReceiptQr(bytes)).toBe(
      `20100066603|01|F001|123|7200.00|47200.00|2026-04-20|6|20512345671|${HASH}|`,
    );
  });
});
