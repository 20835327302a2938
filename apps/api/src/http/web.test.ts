import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'edu-web-'));
beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  t = await startTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

describe('the web app on the same port', () => {
  it('answers every app route with index.html', async () => {
    for (const url of ['/', '/login', '/dashboard/admin/courses', '/auth/recover-password/abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });
  it('serves assets, including one built after the server started, and 404s a missing one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
    writeFileSync(join(dist, 'assets', 'later.js'), 'console.log(2)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/later.js' })).body).toBe('console.log(2)');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(missing.body).code).toBe('NOT_FOUND');
  });
  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v5.0.1/api/auth/x/y', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body).code).toBe('UNKNOWN_FNAME');
  });
});
