// The QR code printed on a receipt. The anexo of RS 097-2012/SUNAT (the bar code RS 185-2015/SUNAT made compulsory)
// lists its content, each field followed by '|': RUC | tipo de comprobante | serie | número | sumatoria IGV | importe
// total | fecha de emisión | tipo de documento del adquirente | número de documento del adquirente | valor resumen |
// valor de la firma |. Since 2018 the code is a QR (RS 155-2017/SUNAT, as we read it) whose first nine fields are
// required and the valor resumen (the DigestValue of the signed XML) optional. We print the first ten, each closed by
// its '|', so the text ends in one; not the signature value: 344 more base64 characters would make a QR too dense to
// read on an 80 mm ticket, and the readers in use (Greenter prints the nine) do not look for it.
// Written from the regulation as we know it, not from a copy of its text: the decision record should say so.
import { BUYER_DOC_CODE, centimosText, RECEIPT_TYPE_CODE } from '@edu/shared';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { ReceiptDocument } from '../receipt-document.js';

export interface ReceiptQrFacts {
  igvCentimos: number;
  totalCentimos: number;
  /** the valor resumen: the base64 DigestValue of the signed XML */
  hash: string;
}

/** The QR's text: `RUC|TIPO|SERIE|NUMERO|MTO IGV|MTO TOTAL|FECHA EMISION|TIPO DOC|NUMERO DOC|VALOR RESUMEN|`. */
export function receiptQrText(
  doc: Pick<ReceiptDocument, 'kind' | 'series' | 'number' | 'issueDate'> & {
    issuer: { ruc: string };
    buyer: Pick<ReceiptDocument['buyer'], 'docKind' | 'docNumber'>;
  },
  facts: ReceiptQrFacts,
): string {
  const fields = [
    doc.issuer.ruc,
    RECEIPT_TYPE_CODE[doc.kind],
    doc.series,
    // the correlative as the XML's ID writes it (F001-123), without leading zeros
    String(doc.number),
    // amounts with a point and two decimals, as in the XML
    centimosText(facts.igvCentimos),
    centimosText(facts.totalCentimos),
    // YYYY-MM-DD, as the XML's IssueDate
    doc.issueDate,
    BUYER_DOC_CODE[doc.buyer.docKind],
    doc.buyer.docKind === 'none' ? '-' : doc.buyer.docNumber,
    facts.hash,
  ];
  // '|' separates the fields: none may hold one (RUC, series, numbers and base64 never do; this guards the rest)
  return fields.map((f) => `${f.replaceAll('|', '')}|`).join('');
}

const SCALE = 6;
const QUIET = 2;

/**
 * The QR as a PNG of black and white. Level Q (a quarter of the symbol may be lost), as the readers of printed receipts
 * use; 6 px modules and a quiet zone of 2, so that it stays sharp at the 96-110 pt it is drawn at on a 203 dpi ticket
 * printer. qrcode only lays out the modules; sharp encodes the PNG on its threads (qrcode's own encoder took 20 ms of
 * the event loop per receipt, a third of the whole rendering).
 */
export function receiptQrPng(text: string): Promise<Buffer> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'Q' });
  const side = (modules.size + 2 * QUIET) * SCALE;
  const pixels = Buffer.alloc(side * side, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let dy = 0; dy < SCALE; dy++) {
        const start = ((row + QUIET) * SCALE + dy) * side + (col + QUIET) * SCALE;
        pixels.fill(0, start, start + SCALE);
      }
    }
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .png()
    .toBuffer();
}
