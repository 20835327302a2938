import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { logoPng, portraitJpeg } from '../../../seed/images.js';
import { exe, gif } from '../../../test/images.js';
import { pdfImages, readReceiptQr } from './read-receipt-qr.js';
import { receiptQrText } from './receipt-qr.js';
import { A4, type ReceiptPdfFormat, renderReceiptPdf, TICKET } from './render-receipt-pdf.js';
import { SAMPLE_HASH, sampleBoleta } from './sample-receipts.js';

const QR = receiptQrText(sampleBoleta, { igvCentimos: 5339, totalCentimos: 35000, hash: SAMPLE_HASH });

async function render(format: ReceiptPdfFormat, logo: Buffer | null) {
  const bytes = await renderReceiptPdf(sampleBoleta, { format, hash: SAMPLE_HASH, amountInWords: 'UNO', logo });
  const images = await pdfImages(bytes);
  // the QR is there and reads whatever the logo is
  expect(await readReceiptQr(bytes)).toBe(QR);
  return Object.assign(images, { pageHeight: (await PDFDocument.load(bytes)).getPage(0).getHeight() });
}

/** An image's distance from the page's top-left corner and its size, in points. */
const box = (p: { x: number; y: number; width: number; height: number }, pageHeight: number) => ({
  left: p.x,
  top: pageHeight - (p.y + p.height),
  width: p.width,
  height: p.height,
});

describe('the logo of a printed receipt', () => {
  it('draws a PNG logo at the top left of an A4 page, scaled to fit and square as it is', async () => {
    const images = await render('a4', await logoPng('AA', '#0E3873'));
    expect(images).toHaveLength(2);
    const [logo] = images;
    expect(logo.filter).toBe('FlateDecode');
    expect(logo.pixels).toEqual({ width: 256, height: 256 });
    const placed = box(logo.placement, A4.height);
    expect(placed.left).toBeCloseTo(A4.margin, 3);
    expect(placed.top).toBeCloseTo(A4.margin, 3);
    expect([placed.width, placed.height]).toEqual([64, 64]);
    // its pixels are the logo's: the entity's blue at the middle of its left edge
    const { data, width } = await logo.rgba();
    const at = (128 * width + 10) * 4;
    expect([...data.subarray(at, at + 3)]).toEqual([0x0e, 0x38, 0x73]);
  });

  it('embeds a JPEG logo as it is, keeping its proportions', async () => {
    const jpeg = await sharp({ create: { width: 600, height: 225, channels: 3, background: '#CC337E' } })
      .jpeg()
      .toBuffer();
    const images = await render('a4', jpeg);
    expect(images).toHaveLength(2);
    const [logo] = images;
    expect(logo.filter).toBe('DCTDecode');
    expect(logo.pixels).toEqual({ width: 600, height: 225 });
    const placed = box(logo.placement, A4.height);
    expect([placed.left, placed.top]).toEqual([A4.margin, A4.margin]);
    expect(placed.width).toBeCloseTo(160, 3);
    expect(placed.height).toBeCloseTo(60, 3);
  });

  it('centres the logo at the top of the ticket', async () => {
    const images = await render('ticket', await portraitJpeg('#0E3873', '#CC337E'));
    const [logo] = images;
    const placed = box(logo.placement, images.pageHeight);
    expect(placed.left + placed.width / 2).toBeCloseTo(TICKET.width / 2, 3);
    expect(placed.top).toBeCloseTo(TICKET.margin, 3);
    expect(placed.height).toBeCloseTo(52, 3);
    expect(logo.placement.width).toBeCloseTo((52 * 960) / 360, 3);
  });

  it('fits a large logo with sharp before pdf-lib reads it', async () => {
    const large = await sharp({ create: { width: 3000, height: 1200, channels: 3, background: '#1E6B52' } })
      .png()
      .toBuffer();
    const [logo] = await render('a4', large);
    expect(Math.max(logo.pixels.width, logo.pixels.height)).toBeLessThanOrEqual(800);
    expect(logo.pixels.width / logo.pixels.height).toBeCloseTo(2.5, 2);
  });

  it.each(['a4', 'ticket'] as const)(
    'prints the receipt without a logo when there is none or it cannot be read (%s)',
    async (format) => {
      expect(await render(format, null)).toHaveLength(1);
      expect(await render(format, exe())).toHaveLength(1);
      // another image type is re-encoded, as the certificates do
      expect(await render(format, await gif())).toHaveLength(2);
    },
  );
});
