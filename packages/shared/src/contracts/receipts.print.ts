// Texts printed on a receipt's representación impresa (PDF in A4 and in 80 mm ticket), beside receipts.rules.ts.
// messages.ts re-exports them, so `M.X` reads them. What SUNAT requires the printed receipt to show (RS 097-2012/SUNAT,
// art. 8 and its annexes) is labelled here in the words receipts in Peru use.
import { IGV_PERCENT, type ReceiptKind } from './receipts.rules.js';

/** The name of each kind of electronic document, as its title and as SUNAT's legend name it. */
export const RECEIPT_PDF_TITLE: Record<ReceiptKind, string> = {
  factura: 'FACTURA ELECTRÓNICA',
  boleta: 'BOLETA DE VENTA ELECTRÓNICA',
  nota_credito: 'NOTA DE CRÉDITO ELECTRÓNICA',
};

/** The legend SUNAT requires at the foot of every printed receipt. */
export const receiptPdfLegend = (kind: ReceiptKind) => `Representación impresa de la ${RECEIPT_PDF_TITLE[kind]}`;

/** The amount in words, as SUNAT's legend 1000 is printed. */
export const receiptPdfWords = (words: string) => `SON: ${words}`;

export const receiptPdfRuc = (ruc: string) => `RUC ${ruc}`;

export const RECEIPT_PDF = {
  issueDate: 'Fecha de emisión',
  issueTime: 'Hora de emisión',
  buyer: 'Cliente',
  currency: 'Moneda',
  currencyName: 'SOLES',
  modifies: 'Documento que modifica',
  reason: 'Motivo',
  quantity: 'Cant.',
  unit: 'Unidad',
  code: 'Código',
  description: 'Descripción',
  unitValue: 'Valor unit.',
  unitPrice: 'Precio unit.',
  amount: 'Importe',
  gravadas: 'Op. gravadas',
  exoneradas: 'Op. exoneradas',
  inafectas: 'Op. inafectas',
  igv: `IGV ${IGV_PERCENT} %`,
  total: 'Importe total',
  hash: 'Valor resumen',
} as const;

/** The label of the buyer's document (catalogue 06); a boleta to a buyer who gave none prints '-' as its number. */
export const RECEIPT_PDF_BUYER_DOC = {
  dni: 'DNI',
  ce: 'Carné de extranjería',
  ruc: 'RUC',
  passport: 'Pasaporte',
  none: 'Doc. identidad',
} as const;

/** An amount of the totals block: 'S/ 118.00'. */
export const receiptPdfAmount = (amount: string) => `S/ ${amount}`;
