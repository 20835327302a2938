import { auth, M } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

const { t } = useTestApp();

const expired = { code: 'UNAUTHENTICATED', message: M.SESSION_EXPIRED };

describe('tokenIsValid', () => {
  it('answers the user of a live token', async () => {
    const token = await t.signIn(t.fx.users.counterA.email);
    const res = await t.call(auth.tokenIsValid, { token }, token);
    expect(res).toEqual({ status: 200, body: { valid: true, user: { _id: t.fx.users.counterA.id, email: t.fx.users.counterA.email, rol: 'user' } } });
  });
  it('answers 401 with no token, a made-up token, or a malformed header', async () => {
    expect(await t.call(auth.tokenIsValid, {}, null)).toEqual({ status: 401, body: expired });
    expect(await t.call(auth.tokenIsValid, {}, 'inventado')).toEqual({ status: 401, body: expired });
    const res = await t.post('auth', { fname: 'tokenIsValid' }, { authorization: 'Basic abc' });
    expect(res).toEqual({ status: 401, body: expired });
  });
  it('answers 401 once the token has expired', async () => {
    const token = await t.signIn(t.fx.users.coordA.email);
    await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [t.fx.users.coordA.id]);
    expect(await t.call(auth.tokenIsValid, {}, token)).toEqual({ status: 401, body: expired });
  });
  it('gives tokens that expire after SESSION_HOURS (8 by default)', async () => {
    const res = await t.call(auth.signin, { email: t.fx.users.adminB.email, password: 'Secreta123' });
    const hours = (Date.parse(res.body.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
  });
  it('refuses a body that breaks the contract', async () => {
    const token = await t.signIn(t.fx.users.adminA.email);
    const res = await t.callRaw(auth.tokenIsValid, { token: 12 }, token);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
  });
});

describe('logout', () => {
  it('revokes the token at once; other sessions of the user stay open', async () => {
    const first = await t.signIn(t.fx.users.adminB.email);
    const second = await t.signIn(t.fx.users.adminB.email);
    expect((await t.call(auth.logout, {}, first)).body).toEqual({ ok: true });
    expect(await t.call(auth.tokenIsValid, {}, first)).toEqual({ status: 401, body: expired });
    expect((await t.call(auth.tokenIsValid, {}, second)).status).toBe(200);
  });
  it('answers 401 without a token and changes nothing', async () => {
    const before = await t.snapshot();
    expect(await t.call(auth.logout, {}, null)).toEqual({ status: 401, body: expired });
    expect(await t.snapshot()).toBe(before);
  });
  it('refuses unknown fields in the body', async () => {
    const token = await t.signIn(t.fx.users.adminB.email);
    const res = await t.post('auth', { fname: 'logout', extra: 'x'.repeat(10) }, { authorization: `Bearer ${token}` });
    // unknown keys are dropped by the contract, the call succeeds as a plain logout
    expect(res.status).toBe(200);
  });
});
