// The representación impresa of an electronic receipt: a PDF in A4 or in 80 mm ticket width, drawn with the
// certificates' library and habits (pdf-lib, the standard fonts through `printable`, images embedded as PNG or
// JPEG). It shows every field SUNAT requires and the QR of receipt-qr.ts; the amount in words and the valor resumen
// (the signed XML's digest) come from the caller, which has them.
import { IMAGE_LIMITS, type ImageFit } from '@edu/shared';
import { PDFDocument, type PDFImage, StandardFonts } from 'pdf-lib';
import { overLimits } from '../../../storage/image-check.js';
import { fitImage, fitsAsIs } from '../../../storage/image-fit.js';
import { imageHeader } from '../../../storage/image-header.js';
import { embedImage } from '../../certificates/pdf/images.js';
import type { ReceiptDocument } from '../receipt-document.js';
import { Flow } from './flow.js';
import { A4, drawA4 } from './layout-a4.js';
import { drawTicket, TICKET } from './layout-ticket.js';
import { receiptQrPng } from './receipt-qr.js';
import { receiptView } from './receipt-view.js';

export { A4 } from './layout-a4.js';
export { TICKET } from './layout-ticket.js';

export type ReceiptPdfFormat = 'a4' | 'ticket';

export interface RenderReceiptOptions {
  format: ReceiptPdfFormat;
  /** the valor resumen: the DigestValue of the signed XML, printed and put in the QR */
  hash: string;
  /** the amount in words, printed after 'SON:' */
  amountInWords: string;
  /** the entity's logo, PNG or JPEG; left out when null or unreadable */
  logo: Buffer | null;
  /** printed under the title when given ('Pendiente de envío', 'Rechazado', 'ANULADO' …) */
  stateLabel?: string;
}

/**
 * The logo is drawn at most 160 × 64 pt: 800 px is 360 dpi at that width. pdf-lib decodes a PNG in JavaScript, on the
 * event loop (decision 0025), so it is handed only small ones; a larger image is fitted by sharp, off the loop.
 */
const LOGO_FIT: ImageFit = { maxSide: 800, maxPngSide: 800 };

export async function renderReceiptPdf(doc: ReceiptDocument, o: RenderReceiptOptions): Promise<Uint8Array> {
  const view = receiptView(doc, o);
  const pdf = await PDFDocument.create();
  // dated by the receipt, not by the clock: the same receipt renders the same bytes
  const issued = new Date(`${doc.issueDate}T${doc.issueTime}-05:00`);
  pdf.setTitle(`${view.title} ${view.number}`);
  pdf.setAuthor(doc.issuer.legalName);
  pdf.setSubject(view.legend);
  pdf.setKeywords([view.number, doc.issuer.ruc]);
  pdf.setLanguage('es-PE');
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const [logo, qr] = await Promise.all([
    embedLogo(pdf, o.logo),
    receiptQrPng(view.qrText).then((png) => pdf.embedPng(png)),
  ]);
  const paper = o.format === 'a4' ? A4 : TICKET;
  const flow = new Flow(pdf, fonts, paper);
  (o.format === 'a4' ? drawA4 : drawTicket)(flow, view, { logo, qr });
  flow.finish();
  return pdf.save();
}

async function embedLogo(pdf: PDFDocument, bytes: Buffer | null): Promise<PDFImage | null> {
  if (!bytes) return null;
  const header = imageHeader(bytes);
  const small = typeof header === 'object' && !overLimits(header, IMAGE_LIMITS) && fitsAsIs(header, LOGO_FIT);
  // larger than the page needs, or of another type: sharp refuses one over the pixel limit before decoding it
  const drawable = small
    ? bytes
    : await fitImage(bytes, LOGO_FIT, IMAGE_LIMITS.pixels).then(
        (fitted) => fitted.bytes,
        () => null,
      );
  return embedImage(pdf, drawable);
}
