// GET /files: public files under a stable URL, private ones only with an unexpired signature of their own key,
// and no way out of the storage folder; every refusal is the JSON 404 of spec 03 §1.
import { M } from '@edu/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pngBytes } from '../storage/storage-contract.js';
import type { StoredFile } from '../storage/storage.js';
import { useTestApp } from '../test/harness.js';

const { t } = useTestApp();
let logo: StoredFile;
let material: StoredFile;
let secret: StoredFile;
beforeAll(async () => {
  const { storage } = t.app.services;
  logo = await storage.saveBuffer(await pngBytes(), {
    mime: 'image/png',
    ext: 'png',
    visibility: 'public',
    prefix: 'entities',
  });
  const pdf = { mime: 'application/pdf', ext: 'pdf', visibility: 'private', prefix: 'materials' } as const;
  material = await storage.saveBuffer(Buffer.from('%PDF-1.4 clase 1'), pdf);
  secret = await storage.saveBuffer(Buffer.from('%PDF-1.4 voucher'), pdf);
});
afterEach(() => vi.useRealTimers());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const expectNotFound = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, url).toBe(404);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toEqual({ code: 'NOT_FOUND', message: M.NOT_FOUND });
};
const signedParts = (url: string) => {
  const q = new URL(url, 'http://x').searchParams;
  return { exp: q.get('exp') as string, sig: q.get('sig') as string };
};

describe('public files', () => {
  it('are served at their stable URL with their type and a long cache', async () => {
    expect(logo.url).toBe(`/files/${logo.key}`);
    const res = await get(logo.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(logo.size);
  });

  it('answer 404 when the key holds nothing', async () => {
    await expectNotFound('/files/public/entities/2020-01/00000000-0000-0000-0000-000000000000.png');
  });
});

describe('private files', () => {
  it('are served through the signed link urlOf makes', async () => {
    const res = await get(t.app.services.storage.urlOf(material.key));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('%PDF-1.4 clase 1');
  });

  it('answer 404 without a signature, with a tampered one, or with one made for another key', async () => {
    const { exp, sig } = signedParts(material.url);
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    await expectNotFound(`/files/${material.key}`);
    await expectNotFound(`/files/${material.key}?exp=${exp}`);
    await expectNotFound(`/files/${material.key}?exp=${exp}&sig=`);
    await expectNotFound(`/files/${material.key}?exp=${exp}&sig=${flipped}`);
    await expectNotFound(`/files/${material.key}?exp=${Number(exp) + 60}&sig=${sig}`);
    await expectNotFound(`/files/${secret.key}?exp=${exp}&sig=${sig}`);
    await expectNotFound(`/files/${material.key}?exp=${exp}&exp=${exp}&sig=${sig}&sig=${sig}`);
  });

  it('answer 404 once the link has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const url = t.app.services.storage.urlOf(material.key);
    expect((await get(url)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    await expectNotFound(url);
  });
});

describe('keys that climb out of their folder', () => {
  it('answer 404 and never serve a private file or the server secrets', async () => {
    const { exp, sig } = signedParts(material.url);
    for (const url of [
      `/files/public/../${secret.key}`,
      `/files/public/..%2F${secret.key}`,
      `/files/public/%2E%2E%2F${secret.key}`,
      `/files/public%2F..%2F${secret.key}`,
      `/files/public/..%2F..%2Fsecrets.json`,
      `/files/public/..%5C..%5Csecrets.json`,
      `/files/private/..%2F${secret.key}?exp=${exp}&sig=${sig}`,
      '/files/..%2Fsecrets.json',
      '/files/public/%00.png',
    ]) {
      await expectNotFound(url);
    }
  });
});
