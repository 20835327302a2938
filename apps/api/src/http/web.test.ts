import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { CACHE } from './web-app.js';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'edu-web-'));
// a built app as vite.config.ts writes it: text files over 1 KiB beside their .br and .gz
const INDEX = `<!doctype html><div id="root"></div><!--${'x'.repeat(1500)}-->`;
// /login's own copy, which also asks for the login route's chunks (apps/web/route-page.ts)
const LOGIN = INDEX.replace('<div id="root">', '<link rel="modulepreload" href="/assets/login-x.js"><div id="root">');
// the students' entry (decision 0035): its own page for every route under /e/ and /aula/
const STUDENT = INDEX.replace('<div id="root">', '<script type="module" src="/assets/student-x.js"></script><div id="root">');
const BUNDLE = `console.log(${JSON.stringify('aula '.repeat(2000))})`;
const write = (path: string, text: string, precompressed: boolean) => {
  writeFileSync(join(dist, path), text);
  if (!precompressed) return;
  writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
  writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
};
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  write('index.html', INDEX, true);
  write('login.html', LOGIN, true);
  write('student.html', STUDENT, true);
  write('assets/index-B1a2c3.js', BUNDLE, true);
  write('assets/app.js', 'console.log(1)', false);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', false);
  t = await startTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers });

/** The body as it crossed the wire, decoded by the encoding the server named. */
function decoded(raw: Buffer, encoding: string | undefined) {
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  return raw.toString();
}

describe('the web app on the same port', () => {
  it('answers every app route with index.html, and /login with its own copy that asks for its chunks', async () => {
    for (const url of ['/', '/dashboard/admin/courses', '/auth/recover-password/abc', '/login/', '/aula', '/e', '/eventos']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
    expect((await get('/login')).body).toBe(LOGIN);
    expect((await get('/login?next=%2Fdashboard')).body).toBe(LOGIN);
  });
  it("answers the students' routes (/e/*, /aula/*) with student.html, revalidated, even a domain like a file name", async () => {
    const urls = ['/e/colegioandino.edu.pe', '/e/colegioandino.edu.pe/cursos/9?x=1', '/e/x/registro', '/aula/cursos'];
    for (const url of urls) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(CACHE.shell);
      expect(decoded(res.rawPayload, res.headers['content-encoding'] as string | undefined), url).toBe(STUDENT);
    }
  });
  it('serves assets, including one built after the server started, and 404s a missing one', async () => {
    expect((await get('/assets/app.js')).body).toBe('console.log(1)');
    writeFileSync(join(dist, 'assets', 'later.js'), 'console.log(2)');
    expect((await get('/assets/later.js')).body).toBe('console.log(2)');
    const missing = await get('/assets/gone.js');
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(missing.body).code).toBe('NOT_FOUND');
  });
  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v5.0.1/api/auth/x/y', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body).code).toBe('UNKNOWN_FNAME');
  });
});

describe('compression: the build’s .br and .gz, chosen by Accept-Encoding (decision 0029)', () => {
  const cases = [
    { accept: 'gzip, deflate, br, zstd', encoding: 'br' },
    { accept: 'br', encoding: 'br' },
    { accept: 'gzip', encoding: 'gzip' },
    { accept: 'identity', encoding: undefined },
    { accept: '', encoding: undefined },
  ];
  const fileOf = (url: string) => (url.startsWith('/assets/') ? BUNDLE : url === '/login' ? LOGIN : INDEX);
  for (const url of ['/assets/index-B1a2c3.js', '/', '/dashboard/admin/courses', '/login']) {
    it(`${url}: Brotli first, gzip second, plain otherwise, always the same bytes once decoded`, async () => {
      const file = fileOf(url);
      for (const { accept, encoding } of cases) {
        const res = await get(url, accept ? { 'accept-encoding': accept } : {});
        expect(res.statusCode, accept).toBe(200);
        expect(res.headers['content-encoding'], accept).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(decoded(res.rawPayload, encoding)).toBe(file);
        if (encoding) expect(res.rawPayload.length).toBeLessThan(file.length / 4);
      }
      const type = (await get(url, { 'accept-encoding': 'br' })).headers['content-type'];
      expect(type).toMatch(url.startsWith('/assets/') ? /javascript/ : /text\/html/);
    });
  }
  it('sends a small file (under 1 KiB, no .br beside it) plain', async () => {
    const res = await get('/assets/app.js', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
  });
  it('over a real socket, as a browser gets it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const fetchRaw = (path: string, accept: string) =>
      new Promise<{ status: number; encoding?: string; body: Buffer }>((resolve, reject) => {
        const req = httpRequest({ port, path, headers: { 'accept-encoding': accept } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        });
        req.on('error', reject);
        req.end();
      });
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['', undefined]] as const) {
      const res = await fetchRaw('/assets/index-B1a2c3.js', accept);
      expect(res.status).toBe(200);
      expect(res.encoding).toBe(encoding);
      expect(decoded(res.body, encoding)).toBe(readFileSync(join(dist, 'assets/index-B1a2c3.js'), 'utf8'));
    }
  });
});

describe('caching (decision 0029)', () => {
  it('hashed assets for a year, immutable, in every encoding', async () => {
    for (const accept of ['br', 'gzip', '']) {
      const res = await get('/assets/index-B1a2c3.js', { 'accept-encoding': accept });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/assets/app.js')).headers['cache-control']).toBe(CACHE.hashed);
  });
  it('index.html and the app routes’ fallback: no-cache, revalidated (304 when unchanged)', async () => {
    for (const url of ['/', '/login', '/aula/cursos/123', '/login.html']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.headers['cache-control'], url).toBe('no-cache');
      const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode, url).toBe(304);
    }
  });
  it('the app’s own un-hashed files: a short max-age with validators', async () => {
    const res = await get('/favicon.svg');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['last-modified']).toBeTruthy();
  });
});

describe('HEAD answers like GET, with no body (decision 0029)', () => {
  for (const url of ['/', '/login', '/dashboard/admin/courses', '/assets/index-B1a2c3.js', '/favicon.svg', '/health']) {
    it(url, async () => {
      for (const accept of ['br, gzip', '']) {
        const got = await get(url, { 'accept-encoding': accept });
        const head = await get(url, { 'accept-encoding': accept }, 'HEAD');
        expect(head.statusCode).toBe(200);
        expect(head.statusCode).toBe(got.statusCode);
        expect(head.body).toBe('');
        for (const name of ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary']) {
          expect(head.headers[name], `${url} ${name}`).toBe(got.headers[name]);
        }
      }
    });
  }
  it('a missing asset stays 404 to HEAD', async () => {
    expect((await get('/assets/gone.js', {}, 'HEAD')).statusCode).toBe(404);
  });
});
