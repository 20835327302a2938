// The images a certificate draws: read from storage, fitted to the page, embedded as PNG or JPEG. pdf-lib decodes a
// PNG in JavaScript, on the event loop and inside the call's transaction: a 16000 × 16000 one stalled the whole server
// for 17 s (decision 0025). So it is only ever handed images already fitted (CERTIFICATE_IMAGE_FIT): those uploaded
// since are stored fitted; an older, larger one is fitted here by sharp, off the event loop; one over the server's
// pixel limits, or that cannot be read at all, is left out, not fatal.
import { CERTIFICATE_IMAGE_FIT as FIT } from '@edu/shared';
import type { PDFDocument, PDFImage } from 'pdf-lib';
import { type ImageLimits, overLimits } from '../../../storage/image-check.js';
import { fitImage, fitsAsIs } from '../../../storage/image-fit.js';
import { imageHeader } from '../../../storage/image-header.js';
import type { StorageDriver } from '../../../storage/driver.js';

export type ImageBytes = Buffer;

const isPng = (b: Buffer) => b.length > 8 && b.readUInt32BE(0) === 0x89504e47;
const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** The bytes of a stored file, or null when it is missing. */
export async function readStored(driver: StorageDriver, key: string | null | undefined): Promise<ImageBytes | null> {
  if (!key) return null;
  const file = await driver.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The image as embedImage may take it: as stored when it already fits, else fitted; null to leave it out. */
export async function drawable(bytes: ImageBytes | null, limits: ImageLimits): Promise<ImageBytes | null> {
  if (!bytes) return null;
  const header = imageHeader(bytes);
  if (typeof header === 'object') {
    if (overLimits(header, limits)) return null;
    if (fitsAsIs(header, FIT)) return bytes;
  }
  // larger than the page needs, or of another type: sharp refuses one over the pixel limit before decoding it
  return fitImage(bytes, FIT, limits.pixels).then(
    (fitted) => fitted.bytes,
    () => null,
  );
}

export async function embedImage(doc: PDFDocument, bytes: ImageBytes | null | undefined): Promise<PDFImage | null> {
  if (!bytes) return null;
  try {
    if (isJpeg(bytes)) return await doc.embedJpg(bytes);
    if (isPng(bytes)) return await doc.embedPng(bytes);
  } catch {
    // fall through to the re-encoded copy
  }
  try {
    // a PNG pdf-lib cannot read, or another type: re-encoded, never larger than a fitted image
    const fitted = await fitImage(bytes, FIT, FIT.maxSide ** 2);
    return fitted.mime === 'image/jpeg' ? await doc.embedJpg(fitted.bytes) : await doc.embedPng(fitted.bytes);
  } catch {
    return null;
  }
}

/** Where an image goes to fit inside a box, centred, keeping its proportions. */
export function fitBox(image: PDFImage, box: { x: number; y: number; width: number; height: number }) {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}

/** Where an image goes to cover the whole box (the page), centred; what overflows is cut by the page. */
export function coverBox(image: PDFImage, box: { width: number; height: number }) {
  const scale = Math.max(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { x: (box.width - width) / 2, y: (box.height - height) / 2, width, height };
}
