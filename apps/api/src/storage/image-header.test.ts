// The size an image declares, read from its first bytes (image-header.ts), the streamed check of an upload
// (image-check.ts) and the fitting of a certificate's images (image-fit.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { CERTIFICATE_IMAGE_FIT, M } from '@edu/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { hugePng, jpegHeader, picture, withMetadata } from '../test/images.js';
import { checkImage } from './image-check.js';
import { fitImage } from './image-fit.js';
import { imageHeader } from './image-header.js';
import { sniff } from './sniff.js';
import { createStorage } from './storage.js';

/** the bytes in pieces of `size`, as a socket delivers them */
const pieces = (bytes: Buffer, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)),
  );

describe('imageHeader', () => {
  it('reads a PNG from its IHDR and a JPEG from its frame header, baseline or progressive', async () => {
    expect(imageHeader(hugePng(16000, 16000))).toEqual({ mime: 'image/png', width: 16000, height: 16000 });
    expect(imageHeader(await picture(120, 80).png().toBuffer())).toEqual({ mime: 'image/png', width: 120, height: 80 });
    expect(imageHeader(await picture(120, 80).jpeg().toBuffer())).toEqual({
      mime: 'image/jpeg',
      width: 120,
      height: 80,
    });
    const progressive = await picture(120, 80).jpeg({ progressive: true }).toBuffer();
    expect(imageHeader(progressive)).toEqual({ mime: 'image/jpeg', width: 120, height: 80 });
  });

  it('reads a JPEG frame header after large metadata, and asks for more while it has not come', async () => {
    const bytes = withMetadata(await picture(1200, 800).jpeg().toBuffer(), 300 * 1024);
    expect(imageHeader(bytes)).toEqual({ mime: 'image/jpeg', width: 1200, height: 800 });
    expect(imageHeader(bytes.subarray(0, 200 * 1024))).toBe('more');
    expect(imageHeader(hugePng().subarray(0, 20))).toBe('more');
  });

  it('reads every frame type (arithmetic coding too), not only the three common ones', () => {
    const arithmetic = jpegHeader(30000, 30000);
    arithmetic[3] = 0xc9;
    expect(imageHeader(arithmetic)).toEqual({ mime: 'image/jpeg', width: 30000, height: 30000 });
  });

  it('refuses what it cannot follow rather than guess', () => {
    const header = jpegHeader(100, 100);
    // a scan before any frame header
    expect(imageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2, 0xff, 0xc0]))).toBe('unreadable');
    // a byte that is no marker where a segment should start (a lenient reader would step on, byte by byte)
    expect(imageHeader(Buffer.concat([header.subarray(0, 2), Buffer.from([0x00]), header.subarray(2)]))).toBe(
      'unreadable',
    );
    // a height left to a DNL marker
    const dnl = jpegHeader(100, 100);
    dnl.writeUInt16BE(0, 5);
    expect(imageHeader(dnl)).toBe('unreadable');
    expect(imageHeader(Buffer.from('GIF89a............................'))).toBe('unreadable');
    const noIhdr = hugePng();
    noIhdr.write('CgBI', 12, 'latin1');
    expect(imageHeader(noIhdr)).toBe('unreadable');
  });
});

describe('checkImage on a streamed upload', () => {
  const limits = { pixels: 40_000_000, side: 10_000 };

  it('reads on past the first 4 KiB for the size and hands on every byte, in order', async () => {
    const bytes = withMetadata(await picture(1200, 800).jpeg().toBuffer(), 400 * 1024);
    const typed = await sniff(pieces(bytes, 1000));
    expect(await checkImage(typed, limits)).toEqual({ mime: 'image/jpeg', width: 1200, height: 800 });
    const chunks: Buffer[] = [];
    for await (const chunk of typed.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it('stops reading at 512 KiB without a size, and refuses at once what declares too many pixels', async () => {
    const unreadable = await sniff(pieces(jpegHeader(100, 100, 600 * 1024), 1000));
    await expect(checkImage(unreadable, limits)).rejects.toMatchObject({
      code: 'BAD_FILE_TYPE',
      message: M.IMAGE_FORMAT_INVALID,
    });
    expect(unreadable.head().length).toBeLessThan(513 * 1024);
    for (const [width, height] of [
      [10001, 10],
      [10, 10001],
      [8000, 5001],
    ]) {
      const typed = await sniff(pieces(jpegHeader(width, height), 1000));
      await expect(checkImage(typed, limits)).rejects.toMatchObject({
        code: 'TOO_LARGE',
        message: M.imageTooLarge(10000, 40_000_000),
      });
    }
    const atTheLimit = await sniff(pieces(jpegHeader(10000, 4000), 1000));
    expect(await checkImage(atTheLimit, limits)).toMatchObject({ width: 10000, height: 4000 });
  });

  it('takes its limits from MAX_IMAGE_SIDE and MAX_IMAGE_PIXELS, and says them', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'edu-image-limits-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, MAX_IMAGE_SIDE: '1000', MAX_IMAGE_PIXELS: '12500000' });
      const storage = createStorage(config, { signingKey: Buffer.alloc(32, 1), encryptionKey: Buffer.alloc(32, 2) });
      const save = storage.save(pieces(await picture(1200, 800).png().toBuffer(), 4096), {
        accept: 'image',
        maxBytes: 5 * 1024 * 1024,
        visibility: 'public',
        originalName: 'logo.png',
        prefix: 'entities',
      });
      await expect(save).rejects.toMatchObject({
        code: 'TOO_LARGE',
        message: 'La imagen es demasiado grande: como máximo 1000 px por lado y 12,5 megapíxeles.',
      });
      expect(await storage.driver.list()).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('fitImage', () => {
  it('fits an opaque image within 2480 px as JPEG, even a PNG with an alpha channel that is opaque everywhere', async () => {
    const png = await picture(3000, 2000).ensureAlpha().png().toBuffer();
    const fitted = await fitImage(png, CERTIFICATE_IMAGE_FIT, 40_000_000);
    expect(fitted.mime).toBe('image/jpeg');
    expect(imageHeader(fitted.bytes)).toEqual({ mime: 'image/jpeg', width: 2480, height: 1653 });
  });

  it('keeps transparency as PNG, within 1200 px', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="3000"><circle cx="1500" cy="1500" r="900" fill="#123456"/></svg>';
    const fitted = await fitImage(await sharp(Buffer.from(svg)).png().toBuffer(), CERTIFICATE_IMAGE_FIT, 40_000_000);
    expect(fitted.mime).toBe('image/png');
    expect(imageHeader(fitted.bytes)).toEqual({ mime: 'image/png', width: 1200, height: 1200 });
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    const sideways = await picture(3000, 2000).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(imageHeader((await fitImage(sideways, CERTIFICATE_IMAGE_FIT, 40_000_000)).bytes)).toMatchObject({
      width: 1653,
      height: 2480,
    });
  });

  it('refuses, without decoding it, an image over the pixel limit', async () => {
    const png = hugePng(16000, 16000);
    const started = performance.now();
    await expect(fitImage(png, CERTIFICATE_IMAGE_FIT, 40_000_000)).rejects.toThrow(/pixel limit/);
    // decoding it takes seconds (17 s through pdf-lib)
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
