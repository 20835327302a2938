// The storage promises of spec 03 §3, written once and run against each driver (local-storage.test.ts,
// s3-storage.test.ts): what a caller of createStorage and of GET /files sees, whatever holds the bytes.
import { randomBytes } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { M } from '@edu/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import type { TestApp } from '../test/harness.js';
import { part, zipOf } from '../test/zips.js';

export interface StorageUnderTest {
  t: TestApp;
  /** everything the driver holds: the local driver's files (temporary ones included), the bucket's objects */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
}

const opts = {
  accept: 'image',
  maxBytes: 1024 * 1024,
  visibility: 'public',
  originalName: 'x',
  prefix: 'tests',
} as const;

export const pngBytes = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#2b6cb0' } })
    .png()
    .toBuffer();
export const jpegBytes = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c53030' } })
    .jpeg()
    .toBuffer();

/** a stream of `head` and then zero bytes up to `total`, in chunks as an upload arrives; fails at the end if asked */
export function upload(head: Buffer, total: number, failWith?: Error): Readable {
  return Readable.from(
    (async function* () {
      yield head;
      for (let sent = head.length; sent < total; sent += 64 * 1024)
        yield Buffer.alloc(Math.min(64 * 1024, total - sent));
      if (failWith) throw failWith;
    })(),
  );
}

export function storageContract(start: () => Promise<StorageUnderTest>) {
  let s: StorageUnderTest;
  beforeAll(async () => {
    s = await start();
  });
  afterAll(() => s.close());

  const get = (url: string) => s.t.app.inject({ method: 'GET', url });

  describe('uploads are typed by their bytes, not their name', () => {
    it('takes a PNG named .txt as image/png and serves it back byte for byte with that type', async () => {
      const png = await pngBytes();
      const file = await s.t.app.services.storage.save(Readable.from([png]), { ...opts, originalName: 'foto.txt' });
      expect(file).toMatchObject({ mime: 'image/png', size: png.length, originalName: 'foto.txt' });
      expect(file.key).toMatch(/^public\/tests\/\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/);
      const res = await get(file.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(png)).toBe(true);
    });

    it('takes a JPEG named .bin as image/jpeg', async () => {
      const jpeg = await jpegBytes();
      const file = await s.t.app.services.storage.save(Readable.from([jpeg]), { ...opts, originalName: 'retrato.bin' });
      expect(file.mime).toBe('image/jpeg');
      expect((await get(file.url)).headers['content-type']).toBe('image/jpeg');
    });

    it('refuses a text file named .png with BAD_FILE_TYPE and stores nothing', async () => {
      const before = await s.leftovers();
      const text = Readable.from([Buffer.from('esto no es una imagen\n'.repeat(50))]);
      const saving = s.t.app.services.storage.save(text, { ...opts, originalName: 'logo.png' });
      await expect(saving).rejects.toBeInstanceOf(AppError);
      await expect(saving).rejects.toMatchObject({ code: 'BAD_FILE_TYPE', message: M.IMAGE_FORMAT_INVALID });
      expect(await s.leftovers()).toEqual(before);
    });
  });

  describe('a failed upload leaves nothing behind', () => {
    it('fails an upload over maxBytes with TOO_LARGE', async () => {
      const before = await s.leftovers();
      const saving = s.t.app.services.storage.save(upload(await pngBytes(), 300 * 1024), {
        ...opts,
        maxBytes: 100 * 1024,
      });
      await expect(saving).rejects.toMatchObject({ code: 'TOO_LARGE', message: M.TOO_LARGE });
      expect(await s.leftovers()).toEqual(before);
    });

    // past 5 MB the S3 driver uploads in parts: the first part is already stored when the limit is crossed
    it('fails with TOO_LARGE when the limit is crossed after several megabytes', async () => {
      const before = await s.leftovers();
      const saving = s.t.app.services.storage.save(upload(await pngBytes(), 7 * 1024 * 1024), {
        ...opts,
        maxBytes: 6 * 1024 * 1024,
      });
      await expect(saving).rejects.toMatchObject({ code: 'TOO_LARGE' });
      expect(await s.leftovers()).toEqual(before);
    });

    // a zip's directory is at its end (decision 0046): the refusal comes once every byte went to the driver
    it('refuses a zip sent as a Word document once it has ended, past 5 MB too, with BAD_FILE_TYPE', async () => {
      const before = await s.leftovers();
      for (const size of [1024, 6 * 1024 * 1024]) {
        const zip = zipOf([part('leeme.html', '<p>Hola</p>'), part('programa.exe', randomBytes(size), { stored: true })]);
        const saving = s.t.app.services.storage.save(Readable.from([zip]), { ...opts, accept: 'answer', originalName: 'tarea.docx' });
        await expect(saving).rejects.toMatchObject({ code: 'BAD_FILE_TYPE', message: M.OFFICE_FILE_INVALID.docx });
        expect(await s.leftovers()).toEqual(before);
      }
    });

    it('passes on the error of a stream that breaks midway', async () => {
      const before = await s.leftovers();
      for (const total of [200 * 1024, 6 * 1024 * 1024]) {
        const broken = upload(await pngBytes(), total, new Error('connection reset'));
        const saving = s.t.app.services.storage.save(broken, { ...opts, maxBytes: 10 * 1024 * 1024 });
        await expect(saving).rejects.toThrow('connection reset');
        expect(await s.leftovers()).toEqual(before);
      }
    });

    it('shows a key only once every byte is stored', async () => {
      const { driver } = s.t.app.services.storage;
      const body = new PassThrough();
      const key = 'private/tests/atomic.pdf';
      const putting = driver.put(key, body, 'application/pdf');
      body.write(Buffer.from('%PDF-1.4 first half '));
      await new Promise((r) => setTimeout(r, 50));
      expect(await driver.get(key)).toBeNull();
      body.end(Buffer.from('second half'));
      await putting;
      const file = await driver.get(key);
      expect(file?.size).toBe(31);
      await driver.delete(key);
    });
  });

  describe('files are served through GET /files', () => {
    it('serves a private file only through its signed link, and nothing once deleted', async () => {
      const { storage } = s.t.app.services;
      const file = await storage.saveBuffer(Buffer.from('%PDF-1.4 material'), {
        mime: 'application/pdf',
        ext: 'pdf',
        visibility: 'private',
        prefix: 'tests',
      });
      expect(file.url).toMatch(/^\/files\/private\/tests\/.+\.pdf\?exp=\d+&sig=[\w-]+$/);
      const res = await get(file.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toBe('%PDF-1.4 material');
      expect((await get(`/files/${file.key}`)).statusCode).toBe(404);

      await storage.delete(file.key);
      const gone = await get(storage.urlOf(file.key));
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ code: 'NOT_FOUND', message: M.NOT_FOUND });
    });
  });
}
