// Fits an image to what a certificate's PDF needs. sharp decodes and encodes on libuv's thread pool, so the event loop
// goes on answering meanwhile; limitInputPixels makes it refuse, before decoding, an image larger than the server
// accepts. Used while an upload is read (storage.save's `resize`) and when a certificate draws an older, larger image.
import type { ImageFit } from '@edu/shared';
import sharp from 'sharp';
import type { ImageSize } from './image-header.js';

export interface FittedImage {
  bytes: Buffer;
  mime: 'image/jpeg' | 'image/png';
  ext: 'jpg' | 'png';
}

/**
 * Whether the image can be drawn as it is: a JPEG within maxSide (the PDF library copies its bytes), a PNG within
 * maxPngSide (the PDF library decodes it, on the event loop).
 */
export function fitsAsIs(image: ImageSize, fit: ImageFit): boolean {
  return Math.max(image.width, image.height) <= (image.mime === 'image/jpeg' ? fit.maxSide : fit.maxPngSide);
}

/**
 * The image upright (its EXIF orientation applied), its longest side at most maxSide, as JPEG; or as PNG within
 * maxPngSide when it has transparency. Its metadata (EXIF, GPS) is not kept. Rejects what sharp cannot read and any
 * image over maxPixels.
 */
export async function fitImage(bytes: Buffer, fit: ImageFit, maxPixels: number): Promise<FittedImage> {
  const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
    .rotate()
    .resize(fit.maxSide, fit.maxSide, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  // an alpha channel that is opaque everywhere (many editors write one) needs no PNG
  const transparent = info.channels % 2 === 0 && !(await sharp(data, raw).stats()).isOpaque;
  if (!transparent) {
    return {
      bytes: await sharp(data, raw).removeAlpha().jpeg({ quality: 88 }).toBuffer(),
      mime: 'image/jpeg',
      ext: 'jpg',
    };
  }
  const png = sharp(data, raw).resize(fit.maxPngSide, fit.maxPngSide, { fit: 'inside', withoutEnlargement: true });
  return { bytes: await png.png().toBuffer(), mime: 'image/png', ext: 'png' };
}
