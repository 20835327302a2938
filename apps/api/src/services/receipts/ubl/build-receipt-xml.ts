// The UBL 2.1 document of a receipt as SUNAT's guide lays it out (UBLVersionID 2.1, CustomizationID 2.0): an Invoice
// for a factura (01) or a boleta (03), a CreditNote for a nota de crédito (07). UBL's schemas are sequences, so the
// elements are written in the order of UBL 2.1's Invoice and CreditNote; schema/*.rng checks that order with a tool
// the product does not use to write it. The signature goes into the empty ext:ExtensionContent (sign-receipt-xml.ts).
import {
  amountInWords,
  BUYER_DOC_CODE,
  CREDIT_NOTE_REASON,
  centimosText,
  RECEIPT_TYPE_CODE,
  receiptTotals,
  TAX_TREATMENTS,
  type TaxTreatment,
} from '@edu/shared';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { ReceiptDocument } from '../receipt-document.js';
import { addLines, addTaxSubtotal, leaf, PEN } from './ubl-lines.js';
import {
  CREDIT_REASON_ATTRS,
  CURRENCY_ATTRS,
  DOCUMENT_TYPE_ATTRS,
  ESTABLISHMENT_ATTRS,
  INVOICE_TYPE_ATTRS,
  NS,
  PARTY_DOC_ATTRS,
  ROOT_NAMESPACES,
  SIGNATURE_ID,
  UBIGEO_ATTRS,
} from './ubl-vocabulary.js';

export function buildReceiptXml(doc: ReceiptDocument): string {
  const isCredit = doc.kind === 'nota_credito';
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    isCredit ? NS.creditNote : NS.invoice,
    isCredit ? 'CreditNote' : 'Invoice',
    ROOT_NAMESPACES,
  );
  const totals = receiptTotals(doc.lines);

  root.ele('ext:UBLExtensions').ele('ext:UBLExtension').ele('ext:ExtensionContent');
  leaf(root, 'cbc:UBLVersionID', '2.1');
  leaf(root, 'cbc:CustomizationID', '2.0', { schemeAgencyName: 'PE:SUNAT' });
  leaf(root, 'cbc:ID', `${doc.series}-${doc.number}`);
  leaf(root, 'cbc:IssueDate', doc.issueDate);
  leaf(root, 'cbc:IssueTime', doc.issueTime);
  if (!isCredit) leaf(root, 'cbc:InvoiceTypeCode', RECEIPT_TYPE_CODE[doc.kind], INVOICE_TYPE_ATTRS);
  // legend 1000 of catalogue 52: the total in words
  leaf(root, 'cbc:Note', amountInWords(totals.totalCentimos), { languageLocaleID: '1000' });
  leaf(root, 'cbc:DocumentCurrencyCode', doc.currency, CURRENCY_ATTRS);
  if (isCredit) addCreditReferences(root, doc);
  addSignatureBlock(root, doc);
  addSupplier(root, doc);
  addCustomer(root, doc);
  // since 2021 a factura says how it is paid; an order is accepted once paid, so always 'Contado'
  if (doc.kind === 'factura') {
    const terms = root.ele('cac:PaymentTerms');
    leaf(terms, 'cbc:ID', 'FormaPago');
    leaf(terms, 'cbc:PaymentMeansID', 'Contado');
  }

  const taxTotal = root.ele('cac:TaxTotal');
  leaf(taxTotal, 'cbc:TaxAmount', centimosText(totals.igvCentimos), PEN);
  const taxable: Record<TaxTreatment, number> = {
    gravado: totals.gravadasCentimos,
    exonerado: totals.exoneradasCentimos,
    inafecto: totals.inafectasCentimos,
  };
  for (const treatment of TAX_TREATMENTS) {
    if (!doc.lines.some((l) => l.treatment === treatment)) continue;
    addTaxSubtotal(taxTotal, treatment, taxable[treatment], treatment === 'gravado' ? totals.igvCentimos : 0, false);
  }

  const monetary = root.ele('cac:LegalMonetaryTotal');
  const valueCentimos = totals.gravadasCentimos + totals.exoneradasCentimos + totals.inafectasCentimos;
  leaf(monetary, 'cbc:LineExtensionAmount', centimosText(valueCentimos), PEN);
  leaf(monetary, 'cbc:TaxInclusiveAmount', centimosText(totals.totalCentimos), PEN);
  leaf(monetary, 'cbc:PayableAmount', centimosText(totals.totalCentimos), PEN);

  addLines(root, doc);
  return root.end({ prettyPrint: true });
}

/** catalogue 09 reason and the receipt the note annuls */
function addCreditReferences(root: XMLBuilder, doc: ReceiptDocument) {
  const ref = doc.reference;
  if (!ref) throw new Error('a credit note needs the receipt it annuls');
  const refId = `${ref.series}-${ref.number}`;
  const discrepancy = root.ele('cac:DiscrepancyResponse');
  leaf(discrepancy, 'cbc:ReferenceID', refId);
  leaf(discrepancy, 'cbc:ResponseCode', CREDIT_NOTE_REASON.code, CREDIT_REASON_ATTRS);
  leaf(discrepancy, 'cbc:Description', CREDIT_NOTE_REASON.text);
  const billed = root.ele('cac:BillingReference').ele('cac:InvoiceDocumentReference');
  leaf(billed, 'cbc:ID', refId);
  leaf(billed, 'cbc:DocumentTypeCode', RECEIPT_TYPE_CODE[ref.kind], DOCUMENT_TYPE_ATTRS);
}

/** who signs and where the signature is: the ds:Signature whose Id is SIGNATURE_ID */
function addSignatureBlock(root: XMLBuilder, doc: ReceiptDocument) {
  const signature = root.ele('cac:Signature');
  leaf(signature, 'cbc:ID', `SIGN${doc.issuer.ruc}`);
  const party = signature.ele('cac:SignatoryParty');
  leaf(party.ele('cac:PartyIdentification'), 'cbc:ID', doc.issuer.ruc);
  leaf(party.ele('cac:PartyName'), 'cbc:Name', doc.issuer.legalName);
  const attachment = signature.ele('cac:DigitalSignatureAttachment').ele('cac:ExternalReference');
  leaf(attachment, 'cbc:URI', `#${SIGNATURE_ID}`);
}

function addSupplier(root: XMLBuilder, doc: ReceiptDocument) {
  const { issuer } = doc;
  const party = root.ele('cac:AccountingSupplierParty').ele('cac:Party');
  leaf(party.ele('cac:PartyIdentification'), 'cbc:ID', issuer.ruc, {
    schemeID: BUYER_DOC_CODE.ruc,
    ...PARTY_DOC_ATTRS,
  });
  if (issuer.tradeName) leaf(party.ele('cac:PartyName'), 'cbc:Name', issuer.tradeName);
  const legal = party.ele('cac:PartyLegalEntity');
  leaf(legal, 'cbc:RegistrationName', issuer.legalName);
  const address = legal.ele('cac:RegistrationAddress');
  leaf(address, 'cbc:ID', issuer.ubigeo, UBIGEO_ATTRS);
  leaf(address, 'cbc:AddressTypeCode', issuer.establishmentCode, ESTABLISHMENT_ATTRS);
  leaf(address.ele('cac:AddressLine'), 'cbc:Line', issuer.address);
  leaf(address.ele('cac:Country'), 'cbc:IdentificationCode', 'PE', { listID: 'ISO 3166-1' });
}

function addCustomer(root: XMLBuilder, doc: ReceiptDocument) {
  const { buyer } = doc;
  const party = root.ele('cac:AccountingCustomerParty').ele('cac:Party');
  const id = { schemeID: BUYER_DOC_CODE[buyer.docKind], ...PARTY_DOC_ATTRS };
  leaf(party.ele('cac:PartyIdentification'), 'cbc:ID', buyer.docNumber, id);
  // a boleta's buyer who gave no document may have given no name either: SUNAT takes '-'
  leaf(party.ele('cac:PartyLegalEntity'), 'cbc:RegistrationName', buyer.name.trim() || '-');
}
