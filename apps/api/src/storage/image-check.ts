// Images are checked before they are kept (decision 0025): a 31 KB PNG can declare 16000 × 16000 pixels and cost
// gigabytes to whoever decodes it, the server drawing a certificate or every browser showing a logo. The size comes
// from the header, read as the upload streams in; nothing is decoded and nothing is stored before the check.
import { M } from '@edu/shared';
import { AppError } from '../errors.js';
import { imageHeader, type ImageSize } from './image-header.js';
import type { Sniffed } from './sniff.js';

export const IMAGE_MIMES = new Set(['image/png', 'image/jpeg']);
/** how far into an upload its size is looked for: a JPEG's EXIF (with its thumbnail) and ICC profile come first */
export const HEADER_BYTES = 512 * 1024;

export interface ImageLimits {
  /** MAX_IMAGE_PIXELS */
  pixels: number;
  /** MAX_IMAGE_SIDE */
  side: number;
}

export const overLimits = ({ width, height }: ImageSize, limits: ImageLimits) =>
  width > limits.side || height > limits.side || width * height > limits.pixels;

/**
 * The size a png/jpeg upload declares, reading more of it while the header goes on (up to HEADER_BYTES). Refuses an
 * image whose header cannot be read (415) and one over the limits (413).
 */
export async function checkImage(typed: Sniffed, limits: ImageLimits) {
  for (;;) {
    const header = imageHeader(typed.head());
    if (header === 'unreadable') break;
    if (header === 'more') {
      if (typed.head().length < HEADER_BYTES && (await typed.readMore())) continue;
      break;
    }
    if (overLimits(header, limits)) {
      throw new AppError('TOO_LARGE', M.imageTooLarge(limits.side, limits.pixels));
    }
    return header;
  }
  throw new AppError('BAD_FILE_TYPE', M.IMAGE_FORMAT_INVALID);
}
