// For the tests and the e2e journey (which downloads a receipt's PDF in the browser and checks it in Node): the images
// a PDF's pages draw, where they are drawn, their pixels, and the QR codes among them decoded. pdf-lib parses the
// file; the content streams are followed just far enough (q, Q, cm, Do) to know where each image lands; an image's
// samples are inflated by pdf-lib (FlateDecode) or decoded by sharp (DCTDecode: a JPEG as it was embedded), and jsQR
// reads the QR from the pixels, as a phone's camera would from paper.
import jsQR from 'jsqr';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef } from 'pdf-lib';
import sharp from 'sharp';

export interface PdfImage {
  /** the page's index */
  page: number;
  /** the XObject's name in the page's resources */
  name: string;
  /** 'DCTDecode' (a JPEG), 'FlateDecode' (a PNG as pdf-lib embeds it) … */
  filter: string;
  pixels: { width: number; height: number };
  /** where the page draws it, in points from the page's bottom-left corner */
  placement: { x: number; y: number; width: number; height: number };
  /** its samples as 8-bit RGBA */
  rgba(): Promise<{ data: Buffer; width: number; height: number }>;
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
/** m applied after n: PDF's `cm` makes CTM' = m × CTM */
const times = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

const TOKEN = /\/[^\s/[\]<>()]+|<[0-9A-Fa-f\s]*>|\[|\]|[-+]?(?:\d+\.?\d*|\.\d+)|[A-Za-z'"*]+/g;

/** The content of a page's streams, in order (pdf-lib's translateContent wraps a page's stream in two others). */
function contentOf(doc: PDFDocument, pageIndex: number): string {
  const contents = doc.getPages()[pageIndex].node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return streams
    .map((s) => (s instanceof PDFRef ? doc.context.lookup(s) : s))
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
    .join('\n');
}

/** Where each XObject is drawn: the graphics state's matrix when `Do` names it. */
function placements(content: string) {
  const found: { name: string; ctm: Matrix }[] = [];
  const stack: Matrix[] = [];
  let ctm = IDENTITY;
  let operands: string[] = [];
  for (const [token] of content.matchAll(TOKEN)) {
    if (!/^[A-Za-z'"*]+$/.test(token)) {
      operands.push(token);
      continue;
    }
    if (token === 'q') stack.push(ctm);
    if (token === 'Q') ctm = stack.pop() ?? IDENTITY;
    if (token === 'cm') ctm = times(operands.slice(-6).map(Number) as Matrix, ctm);
    if (token === 'Do') found.push({ name: operands[operands.length - 1], ctm });
    operands = [];
  }
  return found;
}

const CHANNELS: Record<string, 1 | 3> = { '/DeviceGray': 1, '/DeviceRGB': 3 };

async function rgbaOf(stream: PDFRawStream, filter: string, width: number, height: number) {
  const out = (s: ReturnType<typeof sharp>) =>
    s
      .toColourspace('srgb')
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => ({ data, width: info.width, height: info.height }));
  if (filter === 'DCTDecode') return out(sharp(Buffer.from(stream.contents)));
  const space = String(stream.dict.get(PDFName.of('ColorSpace')));
  const bits = stream.dict.lookup(PDFName.of('BitsPerComponent'), PDFNumber).asNumber();
  const channels = CHANNELS[space];
  if (!channels || bits !== 8) throw new Error(`imagen no soportada: ${space}, ${bits} bits`);
  const samples = Buffer.from(decodePDFRawStream(stream).decode());
  return out(sharp(samples, { raw: { width, height, channels } }));
}

/** Every image the pages draw (a PNG's alpha mask is part of its image, not one of them). */
export async function pdfImages(bytes: Uint8Array): Promise<PdfImage[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().flatMap((page, index) => {
    const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    return placements(contentOf(doc, index)).flatMap(({ name, ctm }) => {
      const stream = xobjects?.lookup(PDFName.of(name.slice(1)));
      if (!(stream instanceof PDFRawStream) || stream.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image'))
        return [];
      const filterEntry = stream.dict.lookup(PDFName.of('Filter'));
      const filter = String(filterEntry instanceof PDFArray ? filterEntry.get(0) : filterEntry).replace('/', '');
      const width = stream.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber();
      const height = stream.dict.lookup(PDFName.of('Height'), PDFNumber).asNumber();
      // an image is drawn as the unit square through the matrix: no page of ours rotates or skews one
      const placement = { x: ctm[4], y: ctm[5], width: ctm[0], height: ctm[3] };
      const image: PdfImage = {
        page: index,
        name: name.slice(1),
        filter,
        pixels: { width, height },
        placement,
        rgba: () => rgbaOf(stream, filter, width, height),
      };
      return [image];
    });
  });
}

/** The texts of every QR code the PDF draws as an image, in the order the pages draw them. */
export async function readPdfQrCodes(bytes: Uint8Array): Promise<string[]> {
  const texts: string[] = [];
  for (const image of await pdfImages(bytes)) {
    const { data, width, height } = await image.rgba().catch(() => ({ data: null, width: 0, height: 0 }));
    if (!data) continue;
    const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width, height);
    if (code) texts.push(code.data);
  }
  return texts;
}

/** The text of a receipt's QR: its PDF must draw exactly one. */
export async function readReceiptQr(bytes: Uint8Array): Promise<string> {
  const codes = await readPdfQrCodes(bytes);
  if (codes.length !== 1) throw new Error(`se esperaba un código QR en el PDF y hay ${codes.length}`);
  return codes[0];
}
