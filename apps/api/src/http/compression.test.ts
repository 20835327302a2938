// The API's JSON answers compressed on the fly when the client accepts it (decision 0029).
import { API_PREFIX, users } from '@edu/shared';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../test/fixtures.js';
import { useTestApp } from '../test/harness.js';

const { t, as } = useTestApp(['adminA']);

/** the admin's staff list (02 §2.7): a page of people, well over 1 KiB */
const listCall = (accept: string | null) =>
  t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}/users`,
    payload: { fname: users.getUsersByEntity.name, entity_id: t.fx.entityA, roles: ['admin', 'coordinador', 'counter'] },
    headers: { authorization: `Bearer ${as.adminA}`, ...(accept === null ? {} : { 'accept-encoding': accept }) },
  });

describe('API answers', () => {
  it('Brotli first, gzip second, plain otherwise; the same JSON once decoded', async () => {
    const plain = await listCall(null);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const json = JSON.parse(plain.body);
    const br = await listCall('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(json);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gzip = await listCall('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(json);
    for (const accept of ['identity', 'deflate', '']) {
      const res = await listCall(accept);
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(JSON.parse(res.body), accept).toEqual(json);
    }
  });
  it('an answer under 1 KiB goes plain', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/auth`,
      payload: { fname: 'signin', email: 'nadie@test.pe', password: 'Incorrecta123' },
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body).code).toBeTruthy();
  });
  it('a compressed request body is not inflated (it could expand past every limit): refused', async () => {
    const body = { fname: 'signin', email: t.fx.users.adminA.email, password: PASSWORD };
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/auth`,
      payload: gzipSync(JSON.stringify(body)),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(400);
  });
});
