// The files of a receipt (decision 0063): the printable PDF in A4 or 80 mm ticket width, with the entity's logo, its
// hash and QR; the signed XML; SUNAT's CDR as it came (a zip). Named as SUNAT names the document.
import { Readable } from 'node:stream';
import { amountInWords, M, type ReceiptFile, receiptTotals } from '@edu/shared';
import { AppError, notFound } from '../../errors.js';
import type { FileAnswer } from '../../rpc/download.js';
import type { Ctx } from '../../rpc/context.js';
import { readStored } from '../certificates/pdf/images.js';
import { renderReceiptPdf } from './pdf/render-receipt-pdf.js';
import { receiptFileName } from './receipt-document.js';
import { receiptFilesOf } from './receipts.queries.js';
import { signedReceipt } from './sign-receipt.js';
import { FiscalKeysProblem } from './fiscal-keys.js';

const CONTENT_TYPES = { pdf: 'application/pdf', xml: 'application/xml', zip: 'application/zip' } as const;

const answer = (filename: string, type: keyof typeof CONTENT_TYPES, bytes: Uint8Array | string): FileAnswer => ({
  filename,
  content_type: CONTENT_TYPES[type],
  body: Readable.from([typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : Buffer.from(bytes)]),
});

export async function receiptFile(
  ctx: Ctx,
  entityId: string,
  receiptId: string,
  file: ReceiptFile,
): Promise<FileAnswer> {
  const r = await receiptFilesOf(ctx.db, entityId, receiptId);
  if (!r) throw notFound();
  const name = receiptFileName(r.document);
  if (file === 'cdr') {
    if (!r.cdr) throw new AppError('CONFLICT', M.RECEIPT_NO_CDR);
    return answer(`R-${name}.zip`, 'zip', r.cdr);
  }
  let signed: { xml: string; hash: string };
  try {
    signed = await signedReceipt(ctx.db, ctx.services.secrets.encryptionKey, receiptId, ctx.services.clock.now());
  } catch (e) {
    if (e instanceof FiscalKeysProblem) throw new AppError('CONFLICT', e.message);
    throw e;
  }
  if (file === 'xml') return answer(`${name}.xml`, 'xml', signed.xml);
  const totals = receiptTotals(r.document.lines);
  const pdf = await renderReceiptPdf(r.document, {
    format: file === 'pdf_ticket' ? 'ticket' : 'a4',
    hash: signed.hash,
    amountInWords: amountInWords(totals.totalCentimos),
    logo: await readStored(ctx.services.storage.driver, r.logo),
  });
  return answer(`${name}${file === 'pdf_ticket' ? '-ticket' : ''}.pdf`, 'pdf', pdf);
}
