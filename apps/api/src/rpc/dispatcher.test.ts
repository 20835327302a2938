// The wire contract of spec 03 §1, seen from a caller.
import { API_PREFIX, auth, campuses, courses, M, users } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../test/fixtures.js';
import { startTestApp, useTestApp } from '../test/harness.js';
import { multipart } from '../test/multipart.js';

const { t } = useTestApp();

describe('dispatcher', () => {
  it('routes by fname within the service; an fname of another service is unknown (404)', async () => {
    const res = await t.post('users', { fname: 'signin', email: t.fx.users.adminA.email, password: PASSWORD });
    expect(res).toEqual({ status: 404, body: { code: 'UNKNOWN_FNAME', message: M.UNKNOWN_FNAME } });
    expect((await t.post('auth', { fname: 'nada' })).status).toBe(404);
    expect((await t.post('auth', { email: 'x' })).status).toBe(404);
    expect((await t.post('inexistente', { fname: 'signin' })).status).toBe(404);
    expect((await t.post('auth/otra-ruta', { fname: 'recoverPassword', email: 'a@b.pe' })).status).toBe(404);
  });

  it('serves recoverPassword and resetPassword only on their own paths', async () => {
    expect((await t.post('auth', { fname: 'recoverPassword', email: 'a@b.pe' })).status).toBe(404);
    expect((await t.post('auth/recover-password', { fname: 'recoverPassword', email: 'a@b.pe' })).status).toBe(200);
  });

  it('accepts multipart bodies with fname as a form field', async () => {
    const { payload, headers } = multipart({ fname: 'signin', email: t.fx.users.adminA.email, password: PASSWORD });
    const res = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/auth`, payload, headers });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).user.email).toBe(t.fx.users.adminA.email);
  });

  it('refuses a file on an fname that takes none, storing nothing', async () => {
    const token = await t.signIn(t.fx.users.adminA.email);
    const { payload, headers } = multipart({ fname: 'getRolesByEntity', entity_id: t.fx.entityA }, [
      { field: 'logo', name: 'a.png', bytes: Buffer.from('hola') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/users`,
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a multipart file sent before its fname', async () => {
    const { payload, headers } = multipart({}, [{ field: 'logo', name: 'a.png', bytes: Buffer.from('hola') }]);
    const res = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/users`, payload, headers });
    expect(res.statusCode).toBe(400);
  });

  // found by test/fuzz.test.ts: busboy's plain errors used to answer 500
  it('answers 400 for a broken multipart body: no boundary, cut short, or another boundary', async () => {
    const { payload, headers } = multipart({ fname: 'signin', email: 'a@b.pe', password: 'x' });
    const cases = [
      { payload, headers: { 'content-type': 'multipart/form-data' } },
      { payload: payload.subarray(0, payload.length - 30), headers },
      { payload, headers: { 'content-type': 'multipart/form-data; boundary=otra' } },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/auth`, ...c });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION', message: M.VALIDATION_FAILED });
    }
  });

  // found by test/fuzz.test.ts: PostgreSQL cannot store a NUL character, and its error used to answer 500
  it('answers 400 for a NUL character in a text field or a search, and writes nothing', async () => {
    const token = await t.signIn(t.fx.users.adminA.email);
    const before = await t.snapshot();
    const create = await t.call(
      courses.createCategory,
      { entity_id: t.fx.entityA, name: 'a\u0000b', description: 'x' },
      token,
    );
    expect(create).toEqual({ status: 400, body: { code: 'VALIDATION', message: M.FIELD_INVALID } });
    const search = await t.call(
      campuses.getCampus,
      { entity: t.fx.entityA, page: 1, docs: 10, query: { field: 'name', search: '\u0000' } },
      token,
    );
    expect(search.status).toBe(400);
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a second fname in a multipart body (the operation cannot change after the caller was checked)', async () => {
    const { payload, headers } = multipart({ fname: 'signin', email: t.fx.users.adminA.email, password: PASSWORD });
    const twice = Buffer.concat([
      payload.subarray(0, payload.lastIndexOf(`--${headers['content-type'].split('boundary=')[1]}--`)),
      Buffer.from(
        `--${headers['content-type'].split('boundary=')[1]}\r\nContent-Disposition: form-data; name="fname"\r\n\r\nrecoverPassword\r\n`,
      ),
      Buffer.from(`--${headers['content-type'].split('boundary=')[1]}--\r\n`),
    ]);
    const res = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/auth`, payload: twice, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { fname: M.FIELD_INVALID } });
  });

  it('answers 413 for a body over the limit, with the Spanish message', async () => {
    const res = await t.post('auth', { fname: 'signin', email: 'a@b.pe', password: 'x'.repeat(10 * 1024 * 1024) });
    expect(res).toEqual({ status: 413, body: { code: 'TOO_LARGE', message: M.TOO_LARGE } });
  });

  it('answers 400 for malformed JSON and for a body that is not an object', async () => {
    const bad = await t.post('auth', '{"fname": ', { 'content-type': 'application/json' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION');
    expect((await t.post('auth', [1, 2], {})).status).toBe(400);
  });

  it('answers 415 for a content type it does not read', async () => {
    const res = await t.post('auth', '<fname>signin</fname>', { 'content-type': 'application/xml' });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('BAD_FILE_TYPE');
  });

  it('answers 500 with no stack or SQL when a handler fails, and logs it with the request id', async () => {
    const logged: string[] = [];
    const broken = await startTestApp();
    try {
      const token = await broken.signIn(broken.fx.users.adminA.email);
      broken.app.log.error = ((obj: unknown, msg?: string) => {
        logged.push(JSON.stringify(obj) + (msg ?? ''));
      }) as typeof broken.app.log.error;
      await broken.db.query('ALTER TABLE roles RENAME TO roles_gone');
      const res = await broken.call(users.getRolesByEntity, { entity_id: broken.fx.entityA }, token);
      expect(res).toEqual({ status: 500, body: { code: 'INTERNAL', message: M.INTERNAL_ERROR } });
      expect(JSON.stringify(res.body)).not.toMatch(/roles|SELECT|at .*\.ts/);
    } finally {
      await broken.close();
    }
  });

  it('writes one audit row for a successful mutating call and none for a failed one', async () => {
    const token = await t.signIn(t.fx.users.counterA.email);
    const count = async () =>
      (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE fname = 'logout'`))[0].n;
    const before = await count();
    expect((await t.call(auth.logout, {}, token)).status).toBe(200);
    expect((await t.call(auth.logout, {}, token)).status).toBe(401);
    expect(await count()).toBe(before + 1);
    const [row] = await t.db.query(
      `SELECT user_id, service, fname, record_id IS NOT NULL AS has_record FROM audit_log WHERE fname = 'logout'`,
    );
    expect(row).toEqual({ user_id: t.fx.users.counterA.id, service: 'auth', fname: 'logout', has_record: true });
  });

  it('answers GET /health with the state of the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(JSON.parse(res.body)).toEqual({ ok: true, database: 'up' });
  });
});
