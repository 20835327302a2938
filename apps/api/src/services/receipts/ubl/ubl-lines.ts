// The lines of a receipt and the tax subtotals shared by the document and each line, in UBL 2.1's element order.
// Every amount comes from the shared split of a price into value and IGV (lineAmounts), so the XML's totals are the
// sums of its lines by construction.
import {
  centimosText,
  IGV_PERCENT,
  lineAmounts,
  TAX_AFFECTATION_CODE,
  TAX_SCHEME,
  type TaxTreatment,
} from '@edu/shared';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { ReceiptDocument } from '../receipt-document.js';
import {
  AFFECTATION_ATTRS,
  PRICE_TYPE_ATTRS,
  QUANTITY_ATTRS,
  TAX_CATEGORY,
  TAX_CATEGORY_ATTRS,
  TAX_SCHEME_ATTRS,
} from './ubl-vocabulary.js';

export const PEN = { currencyID: 'PEN' };

/** SUNAT's longest item description */
const DESCRIPTION_MAX = 500;

/** a child element holding text, on one line: SUNAT reads a name or a description without line breaks or leading and
 * trailing blanks */
export function leaf(parent: XMLBuilder, name: string, text: string, attrs: Record<string, string> = {}) {
  parent.ele(name, attrs).txt(oneLine(text));
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** a unit amount: exact in céntimos when the quantity divides the line, else to SUNAT's 10 decimals */
function perUnit(centimos: number, quantity: number): string {
  if (centimos % quantity === 0) return centimosText(centimos / quantity);
  return (centimos / quantity / 100).toFixed(10);
}

/**
 * One cac:TaxSubtotal of a treatment. A line's subtotal also says its rate and its catalogue 07 code
 * (TaxExemptionReasonCode); the document's only says the tribute.
 */
export function addTaxSubtotal(
  parent: XMLBuilder,
  treatment: TaxTreatment,
  taxableCentimos: number,
  taxCentimos: number,
  isLine: boolean,
) {
  const subtotal = parent.ele('cac:TaxSubtotal');
  leaf(subtotal, 'cbc:TaxableAmount', centimosText(taxableCentimos), PEN);
  leaf(subtotal, 'cbc:TaxAmount', centimosText(taxCentimos), PEN);
  const category = subtotal.ele('cac:TaxCategory');
  leaf(category, 'cbc:ID', TAX_CATEGORY[treatment], TAX_CATEGORY_ATTRS);
  if (isLine) {
    leaf(category, 'cbc:Percent', treatment === 'gravado' ? String(IGV_PERCENT) : '0');
    leaf(category, 'cbc:TaxExemptionReasonCode', TAX_AFFECTATION_CODE[treatment], AFFECTATION_ATTRS);
  }
  const scheme = category.ele('cac:TaxScheme');
  leaf(scheme, 'cbc:ID', TAX_SCHEME[treatment].id, TAX_SCHEME_ATTRS);
  leaf(scheme, 'cbc:Name', TAX_SCHEME[treatment].name);
  leaf(scheme, 'cbc:TaxTypeCode', TAX_SCHEME[treatment].code);
}

/** cac:InvoiceLine (factura, boleta) or cac:CreditNoteLine (nota de crédito), numbered from 1 */
export function addLines(root: XMLBuilder, doc: ReceiptDocument) {
  const isCredit = doc.kind === 'nota_credito';
  doc.lines.forEach((line, i) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) throw new RangeError(`line ${i + 1}: quantity`);
    const amounts = lineAmounts(line);
    const el = root.ele(isCredit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine');
    leaf(el, 'cbc:ID', String(i + 1));
    leaf(el, isCredit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', String(line.quantity), QUANTITY_ATTRS);
    leaf(el, 'cbc:LineExtensionAmount', centimosText(amounts.valueCentimos), PEN);

    const price = el.ele('cac:PricingReference').ele('cac:AlternativeConditionPrice');
    leaf(price, 'cbc:PriceAmount', perUnit(amounts.priceCentimos, line.quantity), PEN);
    leaf(price, 'cbc:PriceTypeCode', '01', PRICE_TYPE_ATTRS);

    const tax = el.ele('cac:TaxTotal');
    leaf(tax, 'cbc:TaxAmount', centimosText(amounts.igvCentimos), PEN);
    addTaxSubtotal(tax, line.treatment, amounts.valueCentimos, amounts.igvCentimos, true);

    const item = el.ele('cac:Item');
    // cut by characters, not UTF-16 units, so that a cut never splits a character in two
    leaf(item, 'cbc:Description', Array.from(oneLine(line.description)).slice(0, DESCRIPTION_MAX).join(''));
    if (line.itemCode) leaf(item.ele('cac:SellersItemIdentification'), 'cbc:ID', line.itemCode);

    leaf(el.ele('cac:Price'), 'cbc:PriceAmount', perUnit(amounts.valueCentimos, line.quantity), PEN);
  });
}
