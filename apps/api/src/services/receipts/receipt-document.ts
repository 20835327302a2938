// What one electronic receipt says, as the XML (ubl/), the printable PDF (pdf/) and the sending (sunat/) read it.
// Built from the database by the receipts area; nothing here knows of rows or of HTTP (decision 0063).
import type { BuyerDocKind, ReceiptKind, TaxTreatment } from '@edu/shared';

export interface ReceiptIssuer {
  ruc: string;
  /** razón social */
  legalName: string;
  /** nombre comercial, when it has one */
  tradeName: string | null;
  /** dirección fiscal, one line */
  address: string;
  /** INEI's 6 digits */
  ubigeo: string;
  /** the annex code of the establishment (SUNAT's '0000' for the fiscal address) */
  establishmentCode: string;
}

export interface ReceiptBuyer {
  docKind: BuyerDocKind;
  /** DNI (8 digits), RUC (11) or '-' when the buyer gave none */
  docNumber: string;
  /** the person's full name, or the company's razón social */
  name: string;
}

export interface ReceiptLine {
  description: string;
  /** always 1 in this product: one course, module or inscription per line */
  quantity: number;
  /** what the buyer pays for the line, IGV included, in céntimos */
  priceCentimos: number;
  treatment: TaxTreatment;
  /** an internal code of the item (the scheduled course's short id), shown on the PDF */
  itemCode: string;
}

export interface ReceiptReference {
  kind: 'factura' | 'boleta';
  series: string;
  number: number;
}

export interface ReceiptDocument {
  kind: ReceiptKind;
  /** 'B001', 'F001', …; a credit note takes its receipt's letter */
  series: string;
  /** the correlative, 1 … 99,999,999 */
  number: number;
  /** Lima date and time of issue: 'YYYY-MM-DD' and 'HH:MM:SS' */
  issueDate: string;
  issueTime: string;
  /** ISO 4217; the product sells in soles */
  currency: 'PEN';
  issuer: ReceiptIssuer;
  buyer: ReceiptBuyer;
  lines: ReceiptLine[];
  /** a credit note's receipt, which it annuls (catalogue 09 code '01') */
  reference: ReceiptReference | null;
}

/** SUNAT's name of the document's file (and of its zip): RUC-TT-SERIE-NUMERO. */
export function receiptFileName(
  doc: Pick<ReceiptDocument, 'kind' | 'series' | 'number'> & { issuer: { ruc: string } },
) {
  const code = { factura: '01', boleta: '03', nota_credito: '07' }[doc.kind];
  return `${doc.issuer.ruc}-${code}-${doc.series}-${doc.number}`;
}
