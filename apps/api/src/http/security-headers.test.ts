// Every kind of answer carries the security headers (docs/decisions/0030-security-headers.md):
// the web app's routes and files, the API's calls good and bad, /files, /health, and every 404.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../storage/storage-contract.js';
import { PASSWORD } from '../test/fixtures.js';
import { startTestApp, type TestApp } from '../test/harness.js';

const POLICY =
  "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';" +
  "img-src 'self' data: blob:;" +
  "font-src 'self';connect-src 'self';object-src 'none';base-uri 'self';frame-ancestors 'none';form-action 'self'";

// a file shown on its own: the browser's viewer may style it, nothing may run, only the app may frame it
const FILES_POLICY =
  "default-src 'none';img-src 'self';media-src 'self';style-src 'unsafe-inline';base-uri 'none';form-action 'none';" +
  "frame-ancestors 'self'";

let t: TestApp;
let https: TestApp;
let logo: string;
const dist = mkdtempSync(join(tmpdir(), 'edu-web-'));
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'login.html'), '<!doctype html><div id="root"></div><!-- login -->');
  writeFileSync(join(dist, 'assets/index-B1a2c3.js'), 'console.log(1)');
  t = await startTestApp({ WEB_DIST: dist, PUBLIC_URL: 'http://aula.example.pe' });
  https = await startTestApp({ WEB_DIST: dist, PUBLIC_URL: 'https://aula.example.pe' });
  const stored = await t.app.services.storage.saveBuffer(await pngBytes(), {
    mime: 'image/png',
    ext: 'png',
    visibility: 'public',
    prefix: 'entities',
  });
  logo = stored.url;
});
afterAll(async () => {
  await t?.close();
  await https?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as string, headers });

function expectHeaders(res: LightMyRequestResponse, what: string, policy = POLICY) {
  expect(res.headers['content-security-policy'], what).toBe(policy);
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(res.headers['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(res.headers['strict-transport-security'], what).toBeUndefined();
}

describe('security headers on every answer', () => {
  it('on the web app: an app route, /login, an asset, a missing asset', async () => {
    const answers = {
      '/': 200,
      '/dashboard/admin/courses': 200,
      '/login': 200,
      '/assets/index-B1a2c3.js': 200,
      '/assets/gone.js': 404,
    };
    for (const [url, status] of Object.entries(answers)) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expectHeaders(res, url);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
    expect((await t.app.inject({ method: 'GET', url: '/login' })).body).toContain('<!-- login -->');
  });

  it('on the API: a good call, a refused one, a malformed body, an unknown path', async () => {
    const { email } = t.fx.users.adminA;
    const signedIn = await post('/v5.0.1/api/auth', { fname: 'signin', email, password: PASSWORD });
    expect(signedIn.statusCode).toBe(200);
    expectHeaders(signedIn, 'sign-in');
    const wrong = await post('/v5.0.1/api/auth', { fname: 'signin', email, password: 'otra-cosa' });
    expect(wrong.statusCode).toBe(401);
    expectHeaders(wrong, 'wrong password');
    const malformed = await post('/v5.0.1/api/auth', '{"fname":', { 'content-type': 'application/json' });
    expect(malformed.statusCode).toBe(400);
    expectHeaders(malformed, 'malformed JSON');
    const unknown = await post('/v5.0.1/api/nothing/here', {});
    expect(unknown.statusCode).toBe(404);
    expectHeaders(unknown, 'unknown API path');
  });

  it('on /files: a stored file, which only the app itself may frame, and a refused one', async () => {
    const file = await t.app.inject({ method: 'GET', url: logo });
    expect(file.statusCode).toBe(200);
    expectHeaders(file, logo, FILES_POLICY);
    expect(file.headers['x-frame-options']).toBe('SAMEORIGIN');
    const missing = await t.app.inject({ method: 'GET', url: '/files/private/nothing.pdf' });
    expect(missing.statusCode).toBe(404);
    expectHeaders(missing, 'a missing file', FILES_POLICY);
  });

  it('on /health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expectHeaders(res, '/health');
  });

  it('asks for https for a year (Strict-Transport-Security) only when PUBLIC_URL is https', async () => {
    for (const url of ['/', '/health', '/assets/index-B1a2c3.js', '/v5.0.1/api/nothing/here']) {
      const res = await https.app.inject({ method: url.startsWith('/v5') ? 'POST' : 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy'], url).toBe(POLICY);
    }
  });
});
