// The images a certificate draws: read from storage, embedded as PNG or JPEG. Anything else (or a PNG the PDF
// library cannot read) is re-encoded as PNG first; an image that cannot be read at all is left out, not fatal.
import type { PDFDocument, PDFImage } from 'pdf-lib';
import sharp from 'sharp';
import type { StorageDriver } from '../../../../storage/driver.js';

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

export async function embedImage(doc: PDFDocument, bytes: ImageBytes | null | undefined): Promise<PDFImage | null> {
  if (!bytes) return null;
  try {
    if (isJpeg(bytes)) return await doc.embedJpg(bytes);
    if (isPng(bytes)) return await doc.embedPng(bytes);
  } catch {
    // fall through to the re-encoded copy
  }
  try {
    return await doc.embedPng(await sharp(bytes).png().toBuffer());
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
