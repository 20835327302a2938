// 'Lista de Credenciales' (02 §2.9, §5; 03 §3): tokens encrypted at rest and never answered in full.
import { readdirSync, readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX, CREDENTIAL_MASK, credentials, M } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config/env.js';
import { open, seal } from '../../crypto/sealed.js';
import { openDb } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { CREDENTIAL_TOKEN, createFixtures, PASSWORD } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';

const { t, as } = useTestApp(['adminA', 'adminB2bA', 'coordA', 'counterA']);

const list = async (type: 'payment_method' | 'videoconference', input: Record<string, unknown> = {}, token = as.adminA) => {
  const res = await t.call(credentials.getZoomTokens, { entity: t.fx.entityA, type, ...input }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(JSON.stringify(res.body)).not.toContain(CREDENTIAL_TOKEN);
  return res.body;
};
const create = (over: Record<string, unknown> = {}, token = as.adminA) =>
  t.call(
    credentials.createZoomToken,
    { entity: t.fx.entityA, type: 'videoconference', service: 'meet', email: 'clases@test.pe', token: 'meet-api-key-0123456789abcd', ...over },
    token,
  );
const sealedOf = async (id: string) =>
  (await t.db.query<{ token_sealed: string }>('SELECT token_sealed FROM credentials WHERE id = $1', [id]))[0].token_sealed;

describe('createZoomToken', () => {
  it('creates a credential and answers it masked, even right after creation', async () => {
    const res = await create();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const credential = res.body.zoomToken;
    expect(credential).toMatchObject({ type: 'videoconference', service: 'meet', email: 'clases@test.pe', token: `${CREDENTIAL_MASK}abcd` });
    expect(JSON.stringify(res.body)).not.toContain('meet-api-key');
    expect(Number.isNaN(Date.parse(credential.date))).toBe(false);
  });

  it('stores only the sealed token: a fresh IV each time, bound to its row', async () => {
    const one = (await create({ token: 'mismo-token-para-ambos', email: 'uno@test.pe' })).body.zoomToken;
    const two = (await create({ token: 'mismo-token-para-ambos', email: 'dos@test.pe' })).body.zoomToken;
    const [a, b] = [await sealedOf(one._id), await sealedOf(two._id)];
    expect(a).toMatch(/^v1\.[\w-]+$/);
    expect(a).not.toBe(b);
    const key = t.app.services.secrets.encryptionKey;
    expect(open(key, a, one._id)).toBe('mismo-token-para-ambos');
    // copied onto another row, a sealed token does not open
    expect(() => open(key, a, two._id)).toThrow();
    const rows = await t.db.query<{ row: string }>('SELECT c::text AS row FROM credentials c');
    expect(rows.map((r) => r.row).join('\n')).not.toMatch(/mismo-token|zoom-jwt|meet-api-key/);
  });

  it.each([
    ['a blank token', { token: '   ' }, 'token', M.CREDENTIAL_CREATE_BLANK],
    ['no token', { token: undefined }, 'token', M.CREDENTIAL_CREATE_BLANK],
    ['an e-mail over 50', { email: `${'a'.repeat(45)}@test.pe` }, 'email', M.tooLong(50)],
    ['an e-mail that is not one', { email: 'pagos' }, 'email', M.EMAIL_INVALID],
    ['a payment service under videoconferences', { service: 'niubiz' }, 'service', M.CREDENTIAL_SERVICE_INVALID],
    ['a videoconference service under payments', { type: 'payment_method', service: 'zoom' }, 'service', M.CREDENTIAL_SERVICE_INVALID],
    ['an unknown service', { service: 'teams' }, 'service', M.CREDENTIAL_SERVICE_INVALID],
    ['an unknown type', { type: 'sms' }, 'type', M.FIELD_INVALID],
  ])('refuses %s with its message and writes nothing', async (_label, over, field, message) => {
    const before = await t.snapshot();
    const res = await create(over);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field], JSON.stringify(res.body)).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });

  it('offers mercadopago, niubiz and izipay for payments, zoom and meet for videoconferences', async () => {
    for (const service of ['mercadopago', 'niubiz', 'izipay']) {
      expect((await create({ type: 'payment_method', service, token: `${service}-secreto-12345` }, as.adminB2bA)).status).toBe(200);
    }
    expect((await create({ service: 'zoom' })).status).toBe(200);
  });

  it('refuses a coordinador and a counter (403), another entity (403), no token (401)', async () => {
    const before = await t.snapshot();
    for (const token of [as.coordA, as.counterA]) expect((await create({}, token)).status).toBe(403);
    expect((await create({ entity: t.fx.entityB })).status).toBe(403);
    expect((await t.call(credentials.createZoomToken, { entity: t.fx.entityA, type: 'videoconference', service: 'zoom', email: 'a@b.pe', token: 'x' })).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('getZoomTokens', () => {
  it('lists one tab at a time, masked, oldest first unless descendant', async () => {
    const video = await list('videoconference');
    expect(video.zoomToken[0]).toMatchObject({ _id: t.fx.resources.A.credential, service: 'zoom', token: `${CREDENTIAL_MASK}TURE` });
    expect(video.zoomToken.every((c) => c.type === 'videoconference' && c.token.startsWith(CREDENTIAL_MASK))).toBe(true);
    const newest = await list('videoconference', { descendant: true });
    expect(newest.zoomToken[0].service).toBe('zoom');
    expect(newest.zoomToken.at(-1)?._id).toBe(t.fx.resources.A.credential);
    const payment = await list('payment_method');
    expect(payment.zoomToken.map((c) => c.service)).toEqual(['mercadopago', 'mercadopago', 'niubiz', 'izipay']);
  });

  it('pages by 10', async () => {
    for (let i = 0; i < 8; i++) await create({ service: 'zoom', email: `zoom${i}@test.pe`, token: `zoom-${i}-secreto` });
    const first = await list('videoconference');
    expect(first.zoomToken).toHaveLength(10);
    expect(first.pagination).toMatchObject({ actualPage: 1, hasNextPage: true, total: 13, totalPages: 2 });
    expect((await list('videoconference', { page: 2 })).zoomToken).toHaveLength(3);
  });

  it('shows a short token as the bare mask, and one sealed under another key as the bare mask instead of failing', async () => {
    const short = (await create({ token: 'corto', email: 'corto@test.pe' })).body.zoomToken;
    expect(short.token).toBe(CREDENTIAL_MASK);
    const other = seal(Buffer.alloc(32, 7), 'sellado-con-otra-clave', t.fx.resources.A.paymentCredential);
    await t.db.query('UPDATE credentials SET token_sealed = $2 WHERE id = $1', [t.fx.resources.A.paymentCredential, other]);
    const payment = await list('payment_method');
    expect(payment.zoomToken.find((c) => c._id === t.fx.resources.A.paymentCredential)?.token).toBe(CREDENTIAL_MASK);
  });

  it('refuses a coordinador and a counter (403), another entity (403), no token (401), and a missing type (400)', async () => {
    for (const token of [as.coordA, as.counterA]) {
      expect((await t.call(credentials.getZoomTokens, { entity: t.fx.entityA, type: 'videoconference' }, token)).status).toBe(403);
    }
    expect((await t.call(credentials.getZoomTokens, { entity: t.fx.entityB, type: 'videoconference' }, as.adminA)).status).toBe(403);
    expect((await t.call(credentials.getZoomTokens, { entity: t.fx.entityA, type: 'videoconference' })).status).toBe(401);
    expect((await t.callRaw(credentials.getZoomTokens, { entity: t.fx.entityA }, as.adminA)).status).toBe(400);
  });
});

describe('updateZoomToken', () => {
  const id = () => t.fx.resources.A.credential;

  it('changes e-mail, service and token; the new token is sealed again and answered masked', async () => {
    const before = await sealedOf(id());
    const res = await t.call(
      credentials.updateZoomToken,
      { zoom_token_id: id(), email: 'nuevo@test.pe', service: 'meet', token: 'token-renovado-XYZ9' },
      as.adminA,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.zoomToken).toMatchObject({ email: 'nuevo@test.pe', service: 'meet', token: `${CREDENTIAL_MASK}XYZ9`, type: 'videoconference' });
    const after = await sealedOf(id());
    expect(after).not.toBe(before);
    expect(open(t.app.services.secrets.encryptionKey, after, id())).toBe('token-renovado-XYZ9');
  });

  it('keeps the token when it is left out or sent back as the masked value the list showed', async () => {
    const sealed = await sealedOf(id());
    const res = await t.call(credentials.updateZoomToken, { zoom_token_id: id(), email: 'otra@test.pe' }, as.adminA);
    expect(res.body.zoomToken).toMatchObject({ email: 'otra@test.pe', token: `${CREDENTIAL_MASK}XYZ9` });
    await t.call(credentials.updateZoomToken, { zoom_token_id: id(), token: `${CREDENTIAL_MASK}XYZ9` }, as.adminA);
    expect(await sealedOf(id())).toBe(sealed);
  });

  it.each([
    ['a blank token', { token: '  ' }, 'token', M.CREDENTIAL_EDIT_BLANK],
    ['an e-mail that is not one', { email: 'x@' }, 'email', M.EMAIL_INVALID],
    ['a service of the other tab', { service: 'izipay' }, 'service', M.CREDENTIAL_SERVICE_INVALID],
  ])('refuses %s with its message and changes nothing', async (_label, over, field, message) => {
    const before = await t.snapshot();
    const res = await t.call(credentials.updateZoomToken, { zoom_token_id: id(), ...over }, as.adminA);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });

  it("refuses another entity's credential (403), a coordinador (403), no token (401), changing nothing", async () => {
    const before = await t.snapshot();
    expect((await t.call(credentials.updateZoomToken, { zoom_token_id: t.fx.resources.B.credential, token: 'robado' }, as.adminA)).status).toBe(403);
    expect((await t.call(credentials.updateZoomToken, { zoom_token_id: id(), token: 'x-x-x-x' }, as.coordA)).status).toBe(403);
    expect((await t.call(credentials.updateZoomToken, { zoom_token_id: id(), token: 'x-x-x-x' })).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('payment credentials follow the services.payment switch', () => {
  it('answers 403 for payment credentials while it is off; videoconferences stay open', async () => {
    await t.db.query(`UPDATE entities SET permissions = '{"services": {"payment": false}}' WHERE id = $1`, [t.fx.entityA]);
    try {
      const before = await t.snapshot();
      expect((await t.call(credentials.getZoomTokens, { entity: t.fx.entityA, type: 'payment_method' }, as.adminA)).status).toBe(403);
      expect((await create({ type: 'payment_method', service: 'izipay' })).status).toBe(403);
      expect((await t.call(credentials.updateZoomToken, { zoom_token_id: t.fx.resources.A.paymentCredential, email: 'a@b.pe' }, as.adminA)).status).toBe(403);
      expect((await t.call(credentials.deleteZoomToken, { id: t.fx.resources.A.paymentCredential }, as.adminA)).status).toBe(403);
      expect(await t.snapshot()).toBe(before);
      expect((await t.call(credentials.getZoomTokens, { entity: t.fx.entityA, type: 'videoconference' }, as.adminA)).status).toBe(200);
      const root = await t.signIn(t.fx.users.superadmin.email);
      expect((await t.call(credentials.getZoomTokens, { entity: t.fx.entityA, type: 'payment_method' }, root)).status).toBe(200);
    } finally {
      await t.db.query(`UPDATE entities SET permissions = '{}' WHERE id = $1`, [t.fx.entityA]);
    }
  });
});

describe('deleteZoomToken', () => {
  it("refuses another entity's credential (403), a counter (403), no token (401)", async () => {
    const before = await t.snapshot();
    expect((await t.call(credentials.deleteZoomToken, { id: t.fx.resources.B.credential }, as.adminA)).status).toBe(403);
    expect((await t.call(credentials.deleteZoomToken, { id: t.fx.resources.A.credential }, as.counterA)).status).toBe(403);
    expect((await t.call(credentials.deleteZoomToken, { id: t.fx.resources.A.credential })).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });

  it('deletes a credential of the entity', async () => {
    expect((await t.call(credentials.deleteZoomToken, { id: t.fx.resources.A.paymentCredential }, as.adminB2bA)).body).toEqual({ ok: true });
    expect((await list('payment_method')).zoomToken.map((c) => c._id)).not.toContain(t.fx.resources.A.paymentCredential);
  });
});

describe('encryption at rest, in the database files themselves', () => {
  it('never writes the token to an on-disk PGlite database (tables, WAL, anything under its folder)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'edu-at-rest-'));
    try {
      const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
      const db = await openDb({ dataDir: dir });
      await migrate(db);
      const app = await buildApp({ config, db, logger: false });
      const fx = await createFixtures(db, app.services.secrets.encryptionKey);
      const post = async (service: string, body: Record<string, unknown>, token?: string) => {
        const res = await app.inject({
          method: 'POST', url: `${API_PREFIX}/${service}`, payload: body, headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        return { status: res.statusCode, body: res.json() as Record<string, unknown> };
      };
      const signin = await post('auth', { fname: 'signin', email: fx.users.adminA.email, password: PASSWORD });
      const secret = 'APP_USR-8843-Secreto-De-Pago-Que-No-Debe-Verse';
      const created = await post(
        'entities',
        { fname: 'createZoomToken', entity: fx.entityA, type: 'payment_method', service: 'mercadopago', email: 'caja@test.pe', token: secret },
        // this app is built by hand with another key, so its answers come untyped from inject
        signin.body.token as string,
      );
      expect(created.status).toBe(200);
      expect(JSON.stringify(created.body)).not.toContain(secret);
      await db.query('CHECKPOINT');
      await app.close();

      const files = readdirSync(join(dir, 'pglite'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
      expect(files.length).toBeGreaterThan(100);
      const needles = [secret, CREDENTIAL_TOKEN, secret.slice(0, 20)].map((s) => Buffer.from(s, 'utf8'));
      for (const file of files) {
        const bytes = readFileSync(join(file.parentPath, file.name));
        for (const needle of needles) expect(bytes.includes(needle), `${file.name} holds a token`).toBe(false);
      }
      // the e-mail of the same row is stored in the clear, so the search would have found the token had it been there
      const email = Buffer.from('caja@test.pe', 'utf8');
      expect(files.some((file) => readFileSync(join(file.parentPath, file.name)).includes(email))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
