// The schemas can say no: each of SUNAT's rules they encode refuses a document that breaks it — element order,
// cardinalities, catalogue codes, amount and identity formats, series, dates and namespaces. Each case changes one
// thing in a valid document and xmllint must refuse the result.
import { type Document, type Element, XMLSerializer } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { buildReceiptXml } from './build-receipt-xml.js';
import { sampleBoleta, sampleCreditNote, sampleFactura } from './sample-receipts.js';
import { parseXml, validateWithSchema } from './ubl-test-tools.js';

const BASES = {
  factura: buildReceiptXml(sampleFactura()),
  boleta: buildReceiptXml(sampleBoleta()),
  note: buildReceiptXml(sampleCreditNote()),
  boletaNote: buildReceiptXml(sampleCreditNote(sampleBoleta())),
};
type Base = keyof typeof BASES;

const all = (root: Element, local: string) => Array.from(root.getElementsByTagNameNS('*', local));
const first = (root: Element, local: string) => all(root, local)[0];
function setText(el: Element, value: string) {
  while (el.firstChild) el.removeChild(el.firstChild);
  el.appendChild((el.ownerDocument as Document).createTextNode(value));
}
const remove = (el: Element) => el.parentNode!.removeChild(el);
/** moves `el` just before `before`, among the same parent's children */
const moveBefore = (el: Element, before: Element) => before.parentNode!.insertBefore(remove(el), before);

function mutated(base: Base, change: (root: Element) => void): string {
  const root = parseXml(BASES[base]);
  change(root);
  return new XMLSerializer().serializeToString(root.ownerDocument!);
}

const CASES: [string, Base, (root: Element) => void][] = [
  // element order (UBL 2.1's sequences)
  ['IssueDate before ID', 'factura', (r) => moveBefore(first(r, 'IssueDate'), first(r, 'ID'))],
  [
    'LegalMonetaryTotal before TaxTotal',
    'factura',
    (r) => moveBefore(first(r, 'LegalMonetaryTotal'), first(r, 'TaxTotal')),
  ],
  ['a line whose Price comes before its Item', 'boleta', (r) => moveBefore(first(r, 'Price'), first(r, 'Item'))],
  [
    'the customer before the supplier',
    'boleta',
    (r) => moveBefore(first(r, 'AccountingCustomerParty'), first(r, 'AccountingSupplierParty')),
  ],
  // cardinalities
  ['no PayableAmount', 'factura', (r) => remove(first(r, 'PayableAmount'))],
  ['no TaxTotal', 'boleta', (r) => remove(all(r, 'TaxTotal').find((t) => t.parentNode === r)!)],
  ['no LegalMonetaryTotal', 'factura', (r) => remove(first(r, 'LegalMonetaryTotal'))],
  ['no lines', 'boleta', (r) => remove(first(r, 'InvoiceLine'))],
  ['no signature block', 'factura', (r) => remove(first(r, 'Signature'))],
  ['no amount in words', 'factura', (r) => remove(first(r, 'Note'))],
  ['a factura without its form of payment', 'factura', (r) => remove(first(r, 'PaymentTerms'))],
  ['two TaxTotals', 'factura', (r) => r.insertBefore(first(r, 'TaxTotal').cloneNode(true), first(r, 'TaxTotal'))],
  ['a credit note without the receipt it modifies', 'note', (r) => remove(first(r, 'BillingReference'))],
  // catalogue codes
  ['catalogue 07 code 99', 'factura', (r) => setText(first(r, 'TaxExemptionReasonCode'), '99')],
  ['exonerado (20) under the IGV tribute', 'factura', (r) => setText(first(r, 'TaxExemptionReasonCode'), '20')],
  ['tribute 1000 named IVA', 'factura', (r) => setText(first(first(r, 'TaxScheme'), 'Name'), 'IVA')],
  ['tribute 9997 with code FRE', 'boleta', (r) => setText(all(r, 'TaxTypeCode')[0], 'FRE')],
  ['an Invoice of type 07', 'factura', (r) => setText(first(r, 'InvoiceTypeCode'), '07')],
  ['an F series of type 03', 'factura', (r) => setText(first(r, 'InvoiceTypeCode'), '03')],
  ['operation type 0200 (export)', 'factura', (r) => first(r, 'InvoiceTypeCode').setAttribute('listID', '0200')],
  [
    'a factura to a DNI',
    'factura',
    (r) => {
      const id = all(r, 'ID').find((e) => e.getAttribute('schemeID') === '6' && e.textContent === '20601030013')!;
      id.setAttribute('schemeID', '1');
      setText(id, '45678912');
    },
  ],
  [
    'a DNI of 7 digits',
    'boleta',
    (r) => setText(all(r, 'ID').find((e) => e.getAttribute('schemeID') === '1')!, '4567891'),
  ],
  [
    'a document type X',
    'boleta',
    (r) =>
      all(r, 'ID')
        .find((e) => e.getAttribute('schemeID') === '1')!
        .setAttribute('schemeID', 'X'),
  ],
  ['a price type 03', 'factura', (r) => setText(first(r, 'PriceTypeCode'), '03')],
  ['unit NIU', 'factura', (r) => first(r, 'InvoicedQuantity').setAttribute('unitCode', 'NIU')],
  ['a credit note reason 14', 'note', (r) => setText(first(r, 'ResponseCode'), '14')],
  ['a credit note modifying a document of type 07', 'note', (r) => setText(first(r, 'DocumentTypeCode'), '07')],
  [
    'an F note modifying a boleta',
    'note',
    (r) => setText(first(r, 'InvoiceDocumentReference').getElementsByTagNameNS('*', 'ID')[0], 'B001-1'),
  ],
  ['a B note modifying a factura', 'boletaNote', (r) => setText(first(r, 'DocumentTypeCode'), '01')],
  // currency and amounts
  ['a document in dollars', 'factura', (r) => setText(first(r, 'DocumentCurrencyCode'), 'USD')],
  ['an amount in dollars', 'factura', (r) => first(r, 'PayableAmount').setAttribute('currencyID', 'USD')],
  ['an amount with one decimal', 'factura', (r) => setText(first(r, 'PayableAmount'), '468.0')],
  ['an amount with three decimals', 'factura', (r) => setText(first(r, 'TaxInclusiveAmount'), '468.000')],
  ['a decimal comma', 'boleta', (r) => setText(first(r, 'LineExtensionAmount'), '500,00')],
  ['a negative amount', 'boleta', (r) => setText(first(r, 'TaxAmount'), '-1.00')],
  ['the total in words in lower case', 'factura', (r) => setText(first(r, 'Note'), 'cuatrocientos con 00/100 soles')],
  // identities, series, dates
  [
    'a RUC of 10 digits',
    'factura',
    (r) => setText(first(r, 'PartyIdentification').getElementsByTagNameNS('*', 'ID')[0], '2010006660'),
  ],
  [
    'a RUC beginning 30',
    'factura',
    (r) => setText(all(r, 'ID').find((e) => e.getAttribute('schemeID') === '6')!, '30100066603'),
  ],
  [
    'an ubigeo of department 26',
    'factura',
    (r) => setText(first(r, 'RegistrationAddress').getElementsByTagNameNS('*', 'ID')[0], '260101'),
  ],
  ['a series X001', 'factura', (r) => setText(first(r, 'ID'), 'X001-1')],
  ['a boleta with an F series', 'boleta', (r) => setText(first(r, 'ID'), 'F001-1')],
  ['a number of 9 digits', 'factura', (r) => setText(first(r, 'ID'), 'F001-123456789')],
  ['a number with leading zeros', 'factura', (r) => setText(first(r, 'ID'), 'F001-00000001')],
  ['30 February', 'factura', (r) => setText(first(r, 'IssueDate'), '2026-02-30')],
  ['a date written dd/mm/yyyy', 'factura', (r) => setText(first(r, 'IssueDate'), '15/03/2026')],
  ['a time without seconds', 'factura', (r) => setText(first(r, 'IssueTime'), '10:30')],
  ['UBL version 2.0', 'factura', (r) => setText(first(r, 'UBLVersionID'), '2.0')],
  ['a line without a description', 'factura', (r) => setText(first(r, 'Description'), ' ')],
];

describe('the receipt schemas', () => {
  it.each(Object.keys(BASES) as Base[])('accept the %s as written and as re-serialised', (base) => {
    expect(validateWithSchema(BASES[base]).valid).toBe(true);
    expect(validateWithSchema(mutated(base, () => {})).valid).toBe(true);
  });

  it.each(CASES)('refuse %s', (_name, base, change) => {
    const xml = mutated(base, change);
    expect(xml).not.toBe(mutated(base, () => {}));
    const check = validateWithSchema(xml);
    expect(check.valid).toBe(false);
    expect(check.errors).toMatch(/Relax-NG validity error/);
  });

  it('refuse elements of the wrong namespace', () => {
    const xml = BASES.factura.replace(
      'xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"',
      'xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-1"',
    );
    expect(validateWithSchema(xml).valid).toBe(false);
  });
});
