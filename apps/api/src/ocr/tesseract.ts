// The OCR engine (decision 0060): Debian's tesseract with its Spanish data, run as a child process, so the reading
// never runs on the event loop. sharp prepares the image first (in libuv's threads): grey, contrast stretched,
// small screenshots and photos enlarged, flat borders trimmed, as a PNG on tesseract's stdin. Page mode 4 (one column
// of text of varying sizes): mode 6 drops a Yape amount's large type.
import { execFile } from 'node:child_process';
import sharp from 'sharp';
import { linesOfTsv, type OcrLine } from './ocr-lines.js';

/** text of this height or more in pixels reads best; a phone photo scaled down is enlarged towards it */
const TARGET_WIDTH = 900;
/** no voucher needs more (and tesseract misses very large type): a 4000-pixel photo is reduced first */
const MAX_WIDTH = 1200;
const TIMEOUT_MS = 30_000;

export class TesseractMissing extends Error {}

export async function prepared(image: Buffer): Promise<Buffer> {
  const grey = sharp(image, { limitInputPixels: 40_000_000 }).rotate().grayscale().normalise();
  const { data, info } = await grey.png().toBuffer({ resolveWithObject: true });
  const width = info.width < TARGET_WIDTH ? TARGET_WIDTH : Math.min(info.width, MAX_WIDTH);
  let out = sharp(data);
  try {
    out = sharp(await sharp(data).trim({ threshold: 20 }).toBuffer());
  } catch {
    // a plain image has nothing left to trim: keep it whole
  }
  return out.resize({ width, kernel: 'lanczos3' }).png({ compressionLevel: 1 }).toBuffer();
}

/** tesseract's lines with their words' confidences; `TesseractMissing` when the binary is not installed */
export function tesseractLines(png: Buffer, timeoutMs = TIMEOUT_MS): Promise<OcrLine[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'tesseract',
      ['stdin', 'stdout', '-l', 'spa', '--psm', '4', '--dpi', '300', 'tsv'],
      // one core per reading: the concurrency is the queue's to decide (OCR_CONCURRENCY)
      { timeout: timeoutMs, maxBuffer: 8 * 1024 * 1024, env: { ...process.env, OMP_THREAD_LIMIT: '1' } },
      (error, stdout) => {
        if (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT')
            reject(new TesseractMissing('tesseract is not installed'));
          else reject(error);
          return;
        }
        resolve(linesOfTsv(stdout));
      },
    );
    child.stdin?.on('error', () => {});
    child.stdin?.end(png);
  });
}

export async function readImage(image: Buffer): Promise<OcrLine[]> {
  return tesseractLines(await prepared(image));
}
