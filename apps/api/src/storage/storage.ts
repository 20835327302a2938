// The storage interface of spec 03 §3: uploads checked by their bytes, written atomically,
// public files under a stable URL, private ones through signed links that expire.
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { type ImageFit, M, type UploadKind } from '@edu/shared';
import type { Config } from '../config/env.js';
import type { Secrets } from '../config/secrets.js';
import { AppError } from '../errors.js';
import type { StorageDriver } from './driver.js';
import { checkImage, IMAGE_MIMES } from './image-check.js';
import { fitImage, fitsAsIs } from './image-fit.js';
import type { ImageSize } from './image-header.js';
import { localDriver } from './local.js';
import { materialTypeOf, officeZipOf, uploadKindOf } from './material-type.js';
import { officeCheck } from './office-check.js';
import { sniff } from './sniff.js';
import { s3Driver } from './s3.js';

export interface StoredFile {
  key: string;
  /** the address the web app uses: stable for public files, signed for private ones */
  url: string;
  size: number;
  mime: string;
  originalName: string;
  /** SHA-256 (hex) of the bytes stored: the same voucher image sent twice is found by it */
  sha256: string;
}

/**
 * 'material': a class material by its bytes (storage/material-type.ts), limited by its kind (MAX_VIDEO_MB …);
 * 'answer': a student's file answer, pdf, doc/docx or png/jpeg, at most MAX_DOCUMENT_MB (04 §4)
 */
export type Accept = 'image' | 'any' | 'material' | 'answer';
const ANSWER_TYPES = new Set(['pdf', 'doc', 'image']);
const SIGNED_LINK_SECONDS = 15 * 60;

export interface Storage {
  driver: StorageDriver;
  /**
   * maxBytes: required for 'image' and 'any'; for 'material' the kind's configured limit applies (and maxBytes too,
   * when given). Every png/jpeg, whatever `accept` says, is refused above MAX_IMAGE_SIDE / MAX_IMAGE_PIXELS before a
   * byte is stored (storage/image-check.ts); with `resize`, one larger than the fit is stored fitted (image-fit.ts)
   */
  save(stream: Readable, opts: { accept: Accept; maxBytes?: number; visibility: 'public' | 'private'; originalName: string; prefix: string; reserve?: (key: string) => Promise<void>; resize?: ImageFit; tooLarge?: string }): Promise<StoredFile>;
  /** stores bytes the server made itself (demo data, generated certificates) */
  saveBuffer(bytes: Buffer, opts: { mime: string; ext: string; visibility: 'public' | 'private'; prefix: string }): Promise<StoredFile>;
  urlOf(key: string): string;
  verifySignature(key: string, exp: string, sig: string): boolean;
  delete(key: string): Promise<void>;
}

/** Passes bytes through, counting and hashing them, and fails the stream once it passes maxBytes. */
function byteLimit(maxBytes: number, message: string = M.TOO_LARGE) {
  const counter = { seen: 0, hash: createHash('sha256') };
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      counter.seen += chunk.length;
      counter.hash.update(chunk);
      if (counter.seen > maxBytes) done(new AppError('TOO_LARGE', message));
      else done(null, chunk);
    },
  });
  return { stream, counter };
}

/** The configured driver: the S3 bucket, or DATA_DIR/files. */
export const driverOf = (config: Config): StorageDriver =>
  config.STORAGE_DRIVER === 's3' ? s3Driver(config) : localDriver(join(config.DATA_DIR, 'files'));

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export function createStorage(config: Config, secrets: Secrets): Storage {
  const driver = driverOf(config);
  const sign = (key: string, exp: string) =>
    createHmac('sha256', secrets.signingKey).update(`${key}\n${exp}`).digest('base64url');
  const urlOf = (key: string) => {
    if (key.startsWith('public/')) return `/files/${key}`;
    const exp = String(Math.floor(Date.now() / 1000) + SIGNED_LINK_SECONDS);
    return `/files/${key}?exp=${exp}&sig=${sign(key, exp)}`;
  };
  const kindLimitsMb: Record<UploadKind, number> = {
    video: config.MAX_VIDEO_MB,
    document: config.MAX_DOCUMENT_MB,
    image: config.MAX_IMAGE_MB,
  };
  /** A class material's limit and the message that names it; anything else is refused before a byte is stored. */
  const materialLimit = (mime: string, originalName: string) => {
    const type = materialTypeOf(mime, originalName);
    if (!type) throw new AppError('BAD_FILE_TYPE', M.MATERIAL_FILE_TYPES);
    const kind = uploadKindOf(type);
    return { maxBytes: kindLimitsMb[kind] * 1024 * 1024, message: M.uploadTooLarge(kind, kindLimitsMb[kind]) };
  };
  const imageLimits = { pixels: config.MAX_IMAGE_PIXELS, side: config.MAX_IMAGE_SIDE };
  const keyFor = (visibility: string, prefix: string, ext: string) =>
    `${visibility}/${prefix}/${new Date().toISOString().slice(0, 7)}/${randomUUID()}.${ext}`;

  return {
    driver,
    urlOf,
    async save(stream, { accept, maxBytes, visibility, originalName, prefix, reserve, resize, tooLarge }) {
      const typed = await sniff(stream);
      const mime = typed.mime ?? 'application/octet-stream';
      let limit = { maxBytes: maxBytes ?? Number.POSITIVE_INFINITY, message: tooLarge ?? M.TOO_LARGE };
      let image: ImageSize | null = null;
      try {
        if (accept === 'image' && !IMAGE_MIMES.has(mime)) throw new AppError('BAD_FILE_TYPE', M.IMAGE_FORMAT_INVALID);
        if (accept === 'material') {
          const byKind = materialLimit(mime, originalName);
          if (byKind.maxBytes < limit.maxBytes) limit = byKind;
        }
        if (accept === 'answer') {
          if (!ANSWER_TYPES.has(materialTypeOf(mime, originalName) ?? '')) throw new AppError('BAD_FILE_TYPE', M.ANSWER_FILE_TYPES);
          limit = { maxBytes: config.MAX_DOCUMENT_MB * 1024 * 1024, message: M.uploadTooLarge('document', config.MAX_DOCUMENT_MB) };
        }
        if (IMAGE_MIMES.has(mime)) image = await checkImage(typed, imageLimits);
      } catch (error) {
        typed.discard();
        throw error;
      }
      const counted = byteLimit(limit.maxBytes, limit.message);
      // a docx/pptx material or answer is a zip: its directory, read as the upload ends, must hold the format's parts
      // within ZIP_LIMITS.document (decision 0046); a refusal fails the stream, so the file never takes its name
      const office = accept === 'material' || accept === 'answer' ? officeZipOf(mime, originalName) : null;
      const limited = () => {
        typed.body.on('error', (e) => counted.stream.destroy(e));
        const out = typed.body.pipe(counted.stream);
        if (!office) return out;
        const check = officeCheck(office);
        out.on('error', (e) => check.destroy(e));
        // a small file can end, and be refused, while the driver is still preparing to read it (the local one makes
        // its folder first): the refusal stays on the stream (`errored`) for the driver's pipeline to find
        check.on('error', () => {});
        return out.pipe(check);
      };
      if (image && resize && !fitsAsIs(image, resize)) {
        // read whole (it is within maxBytes) and fitted before a key is noted: nothing is kept of an image sharp refuses
        const chunks: Buffer[] = [];
        for await (const chunk of limited()) chunks.push(chunk as Buffer);
        const fitted = await fitImage(Buffer.concat(chunks), resize, imageLimits.pixels).catch(() => {
          throw new AppError('BAD_FILE_TYPE', M.IMAGE_FORMAT_INVALID);
        });
        const key = keyFor(visibility, prefix, fitted.ext);
        if (reserve) await reserve(key);
        await driver.put(key, Readable.from([fitted.bytes]), fitted.mime);
        return { key, url: urlOf(key), size: fitted.bytes.length, mime: fitted.mime, originalName, sha256: sha256Of(fitted.bytes) };
      }
      const ext = typed.ext ?? ((originalName.split('.').pop() || 'bin').toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 8) || 'bin');
      const key = keyFor(visibility, prefix, ext);
      if (reserve) {
        try {
          await reserve(key);
        } catch (error) {
          typed.discard();
          throw error;
        }
      }
      await driver.put(key, limited(), mime);
      return { key, url: urlOf(key), size: counted.counter.seen, mime, originalName, sha256: counted.counter.hash.digest('hex') };
    },
    async saveBuffer(bytes, { mime, ext, visibility, prefix }) {
      const key = keyFor(visibility, prefix, ext);
      await driver.put(key, Readable.from([bytes]), mime);
      return { key, url: urlOf(key), size: bytes.length, mime, originalName: key.split('/').pop() as string, sha256: sha256Of(bytes) };
    },
    verifySignature(key, exp, sig) {
      if (!/^\d+$/.test(exp) || Number(exp) < Date.now() / 1000) return false;
      const expected = Buffer.from(sign(key, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    delete: (key) => driver.delete(key),
  };
}
