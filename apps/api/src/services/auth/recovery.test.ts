import { auth, M } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { startTestApp, useTestApp } from '../../test/harness.js';
import { resetLinkIn, sentMails } from '../../test/outbox.js';

const { t } = useTestApp();

async function requestReset(email: string) {
  const before = (await sentMails(t)).length;
  const res = await t.call(auth.recoverPassword, { email });
  expect(res).toEqual({ status: 200, body: { ok: true } });
  const mails = await sentMails(t);
  expect(mails.length).toBe(before + 1);
  return resetLinkIn(mails[mails.length - 1]);
}

describe('recoverPassword', () => {
  it('mails a reset link to a known address, once', async () => {
    const token = await requestReset(t.fx.users.adminA.email);
    expect(token.length).toBeGreaterThan(30);
    const mails = await sentMails(t);
    expect(mails[mails.length - 1]).toContain(`To: ${t.fx.users.adminA.email}`);
    expect(mails[mails.length - 1]).toContain(`http://localhost:3000/auth/recover-password/${token}`);
    // flushing again sends nothing more: one request, one mail
    expect((await sentMails(t)).length).toBe(mails.length);
  });
  it('stores only the hash of the reset token', async () => {
    const token = await requestReset(t.fx.users.coordA.email);
    const rows = await t.db.query('SELECT 1 FROM password_resets WHERE token_hash = $1', [token]);
    expect(rows).toEqual([]);
  });
  it('answers the same for an unknown address and sends nothing', async () => {
    const before = await sentMails(t);
    const res = await t.call(auth.recoverPassword, { email: 'desconocido@test.pe' });
    expect(res).toEqual({ status: 200, body: { ok: true } });
    expect((await sentMails(t)).length).toBe(before.length);
  });
  it.each([
    [{}, M.EMAIL_REQUIRED],
    [{ email: 'nope' }, M.EMAIL_INVALID],
  ])('refuses %j', async (input, message) => {
    const before = await t.snapshot();
    const res = await t.callRaw(auth.recoverPassword, input);
    expect(res.status).toBe(400);
    expect(res.body.fields?.email).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });
  it('is rate limited per e-mail', async () => {
    const limited = await startTestApp({ RATE_LIMIT_PER_EMAIL: '2' });
    try {
      const email = limited.fx.users.adminB.email;
      expect((await limited.call(auth.recoverPassword, { email })).status).toBe(200);
      expect((await limited.call(auth.recoverPassword, { email })).status).toBe(200);
      expect((await limited.call(auth.recoverPassword, { email })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('resetPassword (token)', () => {
  const expiredText = { code: 'UNAUTHENTICATED', message: M.RESET_TOKEN_EXPIRED };

  it('checks a token, resets the password once, signs the user out everywhere', async () => {
    const user = t.fx.users.counterA;
    const session = await t.signIn(user.email);
    const token = await requestReset(user.email);
    expect(await t.call(auth.resetPassword, { check: true }, token)).toEqual({ status: 200, body: { message: 'ok' } });
    const res = await t.call(auth.resetPassword, { password: 'NuevaClave7' }, token);
    expect(res).toEqual({ status: 200, body: { message: M.RESET_SUCCESS_TITLE } });
    expect((await t.call(auth.tokenIsValid, {}, session)).status).toBe(401);
    expect((await t.call(auth.signin, { email: user.email, password: 'Secreta123' })).status).toBe(401);
    expect((await t.call(auth.signin, { email: user.email, password: 'NuevaClave7' })).status).toBe(200);
    // single use
    expect(await t.call(auth.resetPassword, { check: true }, token)).toEqual({ status: 401, body: expiredText });
    expect(await t.call(auth.resetPassword, { password: 'OtraClave77' }, token)).toEqual({ status: 401, body: expiredText });
  });
  it('refuses a token past its 30 minutes', async () => {
    const token = await requestReset(t.fx.users.adminB.email);
    await t.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [t.fx.users.adminB.id]);
    expect(await t.call(auth.resetPassword, { check: true }, token)).toEqual({ status: 401, body: expiredText });
  });
  it('gives tokens that live 30 minutes', async () => {
    await requestReset(t.fx.users.coordB.email);
    const [row] = await t.db.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM password_resets WHERE user_id = $1`,
      [t.fx.users.coordB.id],
    );
    expect(row.minutes).toBe(30);
  });
  it('refuses no token or a made-up one, and changes nothing', async () => {
    const before = await t.snapshot();
    expect(await t.call(auth.resetPassword, { password: 'NuevaClave7' }, null)).toEqual({ status: 401, body: expiredText });
    expect(await t.call(auth.resetPassword, { password: 'NuevaClave7' }, 'inventado')).toEqual({ status: 401, body: expiredText });
    expect(await t.snapshot()).toBe(before);
  });
  it('refuses a short or missing password and keeps the token usable', async () => {
    const token = await requestReset(t.fx.users.studentA.email);
    const short = await t.call(auth.resetPassword, { password: '123' }, token);
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(M.USER_PASSWORD_MIN);
    const long = await t.call(auth.resetPassword, { password: 'x'.repeat(31) }, token);
    expect(long.status).toBe(400);
    expect((await t.callRaw(auth.resetPassword, {}, token)).status).toBe(400);
    expect((await t.call(auth.resetPassword, { check: true }, token)).status).toBe(200);
  });
});
