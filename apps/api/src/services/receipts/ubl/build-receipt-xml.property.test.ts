// For any mix of up to 20 lines, of any treatment and price, the XML's totals add up to the céntimo: the lines' values
// make the document's value, the lines' IGV its tax, value plus tax the price paid, each subtotal the sum of its
// treatment's lines — and all of it equals receiptTotals. Read from the XML, not from the builder.
import { amountInWords, type PricedLine, receiptTotals, TAX_TREATMENTS } from '@edu/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReceiptDocument } from '../receipt-document.js';
import { buildReceiptXml } from './build-receipt-xml.js';
import { line, sampleBoleta, sampleCreditNote, sampleFactura } from './sample-receipts.js';
import { centimosOf, kid, kids, parseXml, text, validateWithSchema } from './ubl-test-tools.js';

const linesArb = fc.array(
  fc.record({
    priceCentimos: fc.integer({ min: 1, max: 5_000_000 }),
    treatment: fc.constantFrom(...TAX_TREATMENTS),
  }),
  { minLength: 1, maxLength: 20 },
);
const kindArb = fc.constantFrom('factura', 'boleta', 'nota_credito');

function receiptOf(kind: string, priced: PricedLine[]): ReceiptDocument {
  const lines = priced.map((p, i) => line(p.priceCentimos, p.treatment, i + 1));
  if (kind === 'factura') return sampleFactura({ lines });
  if (kind === 'boleta') return sampleBoleta({ lines });
  return sampleCreditNote(sampleFactura({ lines }));
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('the totals of the XML', () => {
  it('add up to the céntimo for any mix of lines', () => {
    fc.assert(
      fc.property(kindArb, linesArb, (kind, priced) => {
        const doc = receiptOf(kind, priced);
        const root = parseXml(buildReceiptXml(doc));
        const lines = kids(root, kind === 'nota_credito' ? 'cac:CreditNoteLine' : 'cac:InvoiceLine').map((l) => ({
          value: centimosOf(l, 'cbc:LineExtensionAmount'),
          igv: centimosOf(l, 'cac:TaxTotal', 'cbc:TaxAmount'),
          price: centimosOf(l, 'cac:PricingReference', 'cac:AlternativeConditionPrice', 'cbc:PriceAmount'),
          unitValue: centimosOf(l, 'cac:Price', 'cbc:PriceAmount'),
          tribute: text(l, 'cac:TaxTotal', 'cac:TaxSubtotal', 'cac:TaxCategory', 'cac:TaxScheme', 'cbc:ID'),
        }));
        const monetary = kid(root, 'cac:LegalMonetaryTotal');
        const taxTotal = kid(root, 'cac:TaxTotal');
        const expected = receiptTotals(doc.lines);

        expect(lines).toHaveLength(priced.length);
        for (const [i, l] of lines.entries()) {
          expect(l.value + l.igv).toBe(priced[i].priceCentimos);
          expect(l.unitValue).toBe(l.value);
          // IGV is 18 % of the value: the value is rounded to the céntimo and IGV is the rest of the price, so the two
          // differ by at most 1.18 × half a céntimo (SUNAT tolerates a sol)
          expect(Math.abs(l.igv * 100 - (l.tribute === '1000' ? l.value * 18 : 0))).toBeLessThanOrEqual(59);
        }
        expect(centimosOf(monetary, 'cbc:LineExtensionAmount')).toBe(sum(lines.map((l) => l.value)));
        expect(centimosOf(taxTotal, 'cbc:TaxAmount')).toBe(sum(lines.map((l) => l.igv)));
        expect(centimosOf(monetary, 'cbc:TaxInclusiveAmount')).toBe(
          centimosOf(monetary, 'cbc:LineExtensionAmount') + centimosOf(taxTotal, 'cbc:TaxAmount'),
        );
        expect(centimosOf(monetary, 'cbc:TaxInclusiveAmount')).toBe(sum(priced.map((p) => p.priceCentimos)));
        expect(centimosOf(monetary, 'cbc:PayableAmount')).toBe(expected.totalCentimos);
        expect(centimosOf(taxTotal, 'cbc:TaxAmount')).toBe(expected.igvCentimos);

        const subtotals = kids(taxTotal, 'cac:TaxSubtotal');
        expect(subtotals.length).toBe(new Set(lines.map((l) => l.tribute)).size);
        for (const s of subtotals) {
          const mine = lines.filter((l) => l.tribute === text(s, 'cac:TaxCategory', 'cac:TaxScheme', 'cbc:ID'));
          expect(centimosOf(s, 'cbc:TaxableAmount')).toBe(sum(mine.map((l) => l.value)));
          expect(centimosOf(s, 'cbc:TaxAmount')).toBe(sum(mine.map((l) => l.igv)));
        }
        const byTribute = (id: string) => sum(lines.filter((l) => l.tribute === id).map((l) => l.value));
        expect(byTribute('1000')).toBe(expected.gravadasCentimos);
        expect(byTribute('9997')).toBe(expected.exoneradasCentimos);
        expect(byTribute('9998')).toBe(expected.inafectasCentimos);
        expect(text(root, 'cbc:Note')).toBe(amountInWords(expected.totalCentimos));
      }),
      { numRuns: 300 },
    );
  });

  it('pass the schema for any mix of lines', () => {
    fc.assert(
      fc.property(kindArb, linesArb, (kind, priced) => {
        const check = validateWithSchema(buildReceiptXml(receiptOf(kind, priced)));
        expect(check.errors).not.toMatch(/error/i);
        expect(check.valid).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
