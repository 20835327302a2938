// What a printed receipt says, as texts, whatever its paper: both layouts (A4 and ticket) draw this and nothing else,
// so a field SUNAT requires cannot be on one and missing from the other.
import { CREDIT_NOTE_REASON, centimosText, formatDayMonthYear, lineAmounts, M, receiptTotals } from '@edu/shared';
import type { ReceiptDocument } from '../receipt-document.js';
import { receiptQrText } from './receipt-qr.js';

/**
 * SUNAT's catalogue 03 (UN/ECE rec. 20) unit of a service: what the product sells (a course, a module, an inscription).
 * The UBL writer must use the same code in InvoicedQuantity/@unitCode.
 */
export const SERVICE_UNIT_CODE = 'ZZ';

export interface ReceiptViewOptions {
  hash: string;
  amountInWords: string;
  stateLabel?: string;
}

export interface ViewLine {
  quantity: string;
  unit: string;
  code: string;
  description: string;
  /** without IGV */
  unitValue: string;
  /** IGV included */
  unitPrice: string;
  /** the line's valor de venta: the lines' amounts add up to the operations of the totals block */
  amount: string;
}

/** The header of each column of the lines. */
export const LINE_LABELS: Record<keyof ViewLine, string> = {
  quantity: M.RECEIPT_PDF.quantity,
  unit: M.RECEIPT_PDF.unit,
  code: M.RECEIPT_PDF.code,
  description: M.RECEIPT_PDF.description,
  unitValue: M.RECEIPT_PDF.unitValue,
  unitPrice: M.RECEIPT_PDF.unitPrice,
  amount: M.RECEIPT_PDF.amount,
};

export interface ReceiptView {
  /** 'FACTURA ELECTRÓNICA' … */
  title: string;
  /** 'F001-123' */
  number: string;
  issuer: { legalName: string; tradeName: string | null; address: string; ruc: string };
  /** label and value: dates, buyer, currency and, for a credit note, what it modifies and why */
  facts: [string, string][];
  lines: ViewLine[];
  /** label and 'S/ 0.00' */
  totals: [string, string][];
  words: string;
  hashLabel: string;
  hash: string;
  legend: string;
  stateLabel: string | null;
  qrText: string;
}

const perUnit = (centimos: number, quantity: number) => centimosText(Math.round(centimos / quantity));

export function receiptView(doc: ReceiptDocument, o: ReceiptViewOptions): ReceiptView {
  const L = M.RECEIPT_PDF;
  const totals = receiptTotals(doc.lines);
  const { buyer } = doc;
  const facts: [string, string][] = [
    [L.issueDate, formatDayMonthYear(doc.issueDate)],
    [L.issueTime, doc.issueTime],
    [M.RECEIPT_PDF_BUYER_DOC[buyer.docKind], buyer.docKind === 'none' ? '-' : buyer.docNumber],
    [L.buyer, buyer.name.trim() || '-'],
    [L.currency, L.currencyName],
  ];
  if (doc.kind === 'nota_credito' && doc.reference) {
    const ref = doc.reference;
    facts.push([L.modifies, `${M.RECEIPT_PDF_TITLE[ref.kind]} ${ref.series}-${ref.number}`]);
    facts.push([L.reason, CREDIT_NOTE_REASON.text]);
  }
  const lines = doc.lines.map((line): ViewLine => {
    const amounts = lineAmounts(line);
    const quantity = line.quantity > 0 ? line.quantity : 1;
    return {
      quantity: String(line.quantity),
      unit: SERVICE_UNIT_CODE,
      code: line.itemCode,
      description: line.description,
      unitValue: perUnit(amounts.valueCentimos, quantity),
      unitPrice: perUnit(amounts.priceCentimos, quantity),
      amount: centimosText(amounts.valueCentimos),
    };
  });
  const money = (c: number) => M.receiptPdfAmount(centimosText(c));
  return {
    title: M.RECEIPT_PDF_TITLE[doc.kind],
    number: `${doc.series}-${doc.number}`,
    issuer: {
      legalName: doc.issuer.legalName,
      tradeName: doc.issuer.tradeName?.trim() || null,
      address: doc.issuer.address,
      ruc: M.receiptPdfRuc(doc.issuer.ruc),
    },
    facts,
    lines,
    totals: [
      [L.gravadas, money(totals.gravadasCentimos)],
      [L.exoneradas, money(totals.exoneradasCentimos)],
      [L.inafectas, money(totals.inafectasCentimos)],
      [L.igv, money(totals.igvCentimos)],
      [L.total, money(totals.totalCentimos)],
    ],
    words: M.receiptPdfWords(o.amountInWords),
    hashLabel: L.hash,
    hash: o.hash,
    legend: M.receiptPdfLegend(doc.kind),
    stateLabel: o.stateLabel?.trim() || null,
    qrText: receiptQrText(doc, { igvCentimos: totals.igvCentimos, totalCentimos: totals.totalCentimos, hash: o.hash }),
  };
}
