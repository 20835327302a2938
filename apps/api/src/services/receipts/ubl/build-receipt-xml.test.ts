// The XML of each kind of receipt, read back by element names and checked by xmllint against the team's RELAX NG
// schemas of what SUNAT validates.
import { amountInWords, receiptTotals } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import type { ReceiptDocument } from '../receipt-document.js';
import { buildReceiptXml } from './build-receipt-xml.js';
import { line, sampleBoleta, sampleCreditNote, sampleFactura } from './sample-receipts.js';
import { centimosOf, kid, kids, parseXml, text, validateWithSchema } from './ubl-test-tools.js';

function buildValid(doc: ReceiptDocument) {
  const xml = buildReceiptXml(doc);
  const check = validateWithSchema(xml);
  expect(check.errors).not.toMatch(/error/i);
  expect(check.valid).toBe(true);
  return parseXml(xml);
}

const buyerId = (root: ReturnType<typeof parseXml>) =>
  kid(root, 'cac:AccountingCustomerParty', 'cac:Party', 'cac:PartyIdentification', 'cbc:ID');

describe('buildReceiptXml', () => {
  it('writes a factura: an Invoice of type 01 for internal sale, to a RUC, paid in cash, with its totals', () => {
    const doc = sampleFactura();
    const root = buildValid(doc);
    const totals = receiptTotals(doc.lines);

    expect(root.localName).toBe('Invoice');
    expect(text(root, 'cbc:UBLVersionID')).toBe('2.1');
    expect(text(root, 'cbc:CustomizationID')).toBe('2.0');
    expect(text(root, 'cbc:ID')).toBe('F001-1');
    expect(text(root, 'cbc:InvoiceTypeCode')).toBe('01');
    expect(kid(root, 'cbc:InvoiceTypeCode').getAttribute('listID')).toBe('0101');
    expect(text(root, 'cbc:Note')).toBe('CUATROCIENTOS SESENTA Y OCHO CON 00/100 SOLES');
    expect(kid(root, 'cbc:Note').getAttribute('languageLocaleID')).toBe('1000');
    expect(text(root, 'cac:Signature', 'cac:DigitalSignatureAttachment', 'cac:ExternalReference', 'cbc:URI')).toBe(
      '#SignatureSP',
    );
    expect(buyerId(root).getAttribute('schemeID')).toBe('6');
    expect(buyerId(root).textContent).toBe('20601030013');
    expect(text(root, 'cac:PaymentTerms', 'cbc:PaymentMeansID')).toBe('Contado');

    expect(centimosOf(root, 'cac:TaxTotal', 'cbc:TaxAmount')).toBe(totals.igvCentimos);
    expect(centimosOf(root, 'cac:LegalMonetaryTotal', 'cbc:LineExtensionAmount')).toBe(totals.gravadasCentimos);
    expect(centimosOf(root, 'cac:LegalMonetaryTotal', 'cbc:PayableAmount')).toBe(totals.totalCentimos);
    expect(kids(root, 'cac:InvoiceLine')).toHaveLength(2);
    for (const amount of root.getElementsByTagNameNS('*', '*')) {
      if (amount.hasAttribute('currencyID')) expect(amount.getAttribute('currencyID')).toBe('PEN');
    }
  });

  it('writes a boleta to a DNI, without a form of payment', () => {
    const root = buildValid(sampleBoleta());
    expect(text(root, 'cbc:ID')).toBe('B001-12345678');
    expect(text(root, 'cbc:InvoiceTypeCode')).toBe('03');
    expect(buyerId(root).getAttribute('schemeID')).toBe('1');
    expect(buyerId(root).textContent).toBe('45678912');
    expect(kids(root, 'cac:PaymentTerms')).toHaveLength(0);
  });

  it("writes a boleta to a buyer without a document as catalogue 06 code '0' and '-'", () => {
    const root = buildValid(sampleBoleta({ buyer: { docKind: 'none', docNumber: '-', name: '  ' } }));
    expect(buyerId(root).getAttribute('schemeID')).toBe('0');
    expect(buyerId(root).textContent).toBe('-');
    expect(text(root, 'cac:AccountingCustomerParty', 'cac:Party', 'cac:PartyLegalEntity', 'cbc:RegistrationName')).toBe(
      '-',
    );
  });

  it.each([
    ['factura', sampleFactura(), 'F', '01'],
    ['boleta', sampleBoleta(), 'B', '03'],
  ] as const)('writes the credit note that annuls a %s', (_kind, receipt, letter, typeCode) => {
    const root = buildValid(sampleCreditNote(receipt, 7));
    expect(root.localName).toBe('CreditNote');
    expect(text(root, 'cbc:ID')).toBe(`${letter}C01-7`);
    expect(kids(root, 'cbc:InvoiceTypeCode')).toHaveLength(0);
    expect(text(root, 'cac:DiscrepancyResponse', 'cbc:ReferenceID')).toBe(`${receipt.series}-${receipt.number}`);
    expect(text(root, 'cac:DiscrepancyResponse', 'cbc:ResponseCode')).toBe('01');
    expect(text(root, 'cac:DiscrepancyResponse', 'cbc:Description')).toBe('Anulación de la operación');
    const ref = kid(root, 'cac:BillingReference', 'cac:InvoiceDocumentReference');
    expect(text(ref, 'cbc:ID')).toBe(`${receipt.series}-${receipt.number}`);
    expect(text(ref, 'cbc:DocumentTypeCode')).toBe(typeCode);
    const lines = kids(root, 'cac:CreditNoteLine');
    expect(lines).toHaveLength(receipt.lines.length);
    expect(kid(lines[0], 'cbc:CreditedQuantity').getAttribute('unitCode')).toBe('ZZ');
    expect(centimosOf(root, 'cac:LegalMonetaryTotal', 'cbc:PayableAmount')).toBe(
      receiptTotals(receipt.lines).totalCentimos,
    );
  });

  it('writes a subtotal per treatment and each line with its catalogue 07 affectation', () => {
    const lines = [line(11_800, 'gravado', 1), line(20_000, 'exonerado', 2), line(9_999, 'inafecto', 3)];
    const root = buildValid(sampleBoleta({ lines }));
    const subtotals = kids(kid(root, 'cac:TaxTotal'), 'cac:TaxSubtotal').map((s) => [
      text(s, 'cac:TaxCategory', 'cac:TaxScheme', 'cbc:ID'),
      text(s, 'cac:TaxCategory', 'cac:TaxScheme', 'cbc:Name'),
      text(s, 'cac:TaxCategory', 'cac:TaxScheme', 'cbc:TaxTypeCode'),
      centimosOf(s, 'cbc:TaxableAmount'),
      centimosOf(s, 'cbc:TaxAmount'),
    ]);
    expect(subtotals).toEqual([
      ['1000', 'IGV', 'VAT', 10_000, 1_800],
      ['9997', 'EXO', 'VAT', 20_000, 0],
      ['9998', 'INA', 'FRE', 9_999, 0],
    ]);
    const affectations = kids(root, 'cac:InvoiceLine').map((l) =>
      text(l, 'cac:TaxTotal', 'cac:TaxSubtotal', 'cac:TaxCategory', 'cbc:TaxExemptionReasonCode'),
    );
    expect(affectations).toEqual(['10', '20', '30']);
    const first = kids(root, 'cac:InvoiceLine')[0];
    expect(text(first, 'cac:PricingReference', 'cac:AlternativeConditionPrice', 'cbc:PriceAmount')).toBe('118.00');
    expect(text(first, 'cac:PricingReference', 'cac:AlternativeConditionPrice', 'cbc:PriceTypeCode')).toBe('01');
    expect(text(first, 'cac:Price', 'cbc:PriceAmount')).toBe('100.00');
    expect(text(first, 'cac:Item', 'cac:SellersItemIdentification', 'cbc:ID')).toBe('C0001');
    expect(text(root, 'cbc:Note')).toBe(amountInWords(11_800 + 20_000 + 9_999));
  });

  it('escapes names, writes them on one line, and cuts a description to SUNAT’s 500 characters', () => {
    const long = { ...line(5_000), description: `Curso\n  de <XML> & firmas ${'é'.repeat(600)}` };
    const root = buildValid(sampleFactura({ lines: [long] }));
    const supplier = kid(root, 'cac:AccountingSupplierParty', 'cac:Party', 'cac:PartyLegalEntity');
    expect(text(supplier, 'cbc:RegistrationName')).toBe('ACADEMIA DE FORMACIÓN & DESARROLLO S.A.C.');
    const description = text(kids(root, 'cac:InvoiceLine')[0], 'cac:Item', 'cbc:Description');
    expect(description.startsWith('Curso de <XML> & firmas éé')).toBe(true);
    expect(Array.from(description)).toHaveLength(500);
  });

  it('writes a unit value to 10 decimals when the quantity does not divide the line', () => {
    const root = buildValid(sampleBoleta({ lines: [{ ...line(10_000, 'exonerado'), quantity: 3 }] }));
    const first = kids(root, 'cac:InvoiceLine')[0];
    expect(text(first, 'cbc:InvoicedQuantity')).toBe('3');
    expect(text(first, 'cbc:LineExtensionAmount')).toBe('100.00');
    expect(text(first, 'cac:Price', 'cbc:PriceAmount')).toBe('33.3333333333');
  });

  it('refuses a credit note without the receipt it annuls', () => {
    expect(() => buildReceiptXml({ ...sampleCreditNote(), reference: null })).toThrow(/annuls/);
  });
});
