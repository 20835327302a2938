import { auth, M } from '@edu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('signin', () => {
  it('answers a token and the user; the token then opens private calls', async () => {
    const res = await t.call(auth.signin, { email: 'ADMIN.A@test.pe ', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ _id: t.fx.users.adminA.id, email: 'admin.a@test.pe', rol: 'admin_entity' });
    const check = await t.call(auth.tokenIsValid, {}, res.body.token as string);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ valid: true, user: { _id: t.fx.users.adminA.id } });
  });

  it('writes an audit row for the sign-in, in the same transaction', async () => {
    await t.signIn(t.fx.users.coordA.email);
    const rows = await t.db.query('SELECT fname, user_id FROM audit_log WHERE user_id = $1', [t.fx.users.coordA.id]);
    expect(rows).toContainEqual({ fname: 'signin', user_id: t.fx.users.coordA.id });
  });

  it('answers the same text for a wrong password and for an unknown e-mail', async () => {
    const wrong = await t.call(auth.signin, { email: t.fx.users.adminA.email, password: 'otraClave9' });
    const unknown = await t.call(auth.signin, { email: 'nadie.aqui@test.pe', password: 'otraClave9' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'BAD_CREDENTIALS', message: M.LOGIN_FAILED });
    }
  });

  it('takes about the same time whether the e-mail exists or not', async () => {
    const time = async (email: string) => {
      const start = performance.now();
      await t.call(auth.signin, { email, password: 'otraClave9' });
      return performance.now() - start;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await time(t.fx.users.counterA.email));
      unknown.push(await time(`fantasma${i}@test.pe`));
    }
    const ratio = median(unknown) / median(known);
    // without the dummy hash an unknown e-mail answers some 20 times faster; the wide band absorbs a busy machine
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(4);
  });

  it.each([
    [{ password: PASSWORD }, 'email', M.EMAIL_REQUIRED],
    [{ email: '', password: PASSWORD }, 'email', M.EMAIL_REQUIRED],
    [{ email: 'no-es-correo', password: PASSWORD }, 'email', M.EMAIL_INVALID],
    [{ email: 'a@test.pe' }, 'password', M.PASSWORD_REQUIRED],
    [{ email: 'a@test.pe', password: '' }, 'password', M.PASSWORD_REQUIRED],
    [{ email: 'a@test.pe', password: '12345' }, 'password', M.PASSWORD_TOO_SHORT_LOGIN],
  ])('refuses %j with the message of 01 §5', async (input, field, message) => {
    const res = await t.call(auth.signin, input);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.fields?.[field]).toBe(message);
  });
});

describe('signin rate limit', () => {
  it('answers 429 past the limit per e-mail, and lets the owner in again once the window ends', async () => {
    const limited = await startTestApp({ RATE_LIMIT_PER_EMAIL: '3', RATE_LIMIT_WINDOW_SECONDS: '1' });
    try {
      const email = limited.fx.users.adminB.email;
      for (let i = 0; i < 3; i++) expect((await limited.call(auth.signin, { email, password: 'malaClave1' })).status).toBe(401);
      const blocked = await limited.call(auth.signin, { email, password: PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ code: 'RATE_LIMITED', message: M.RATE_LIMITED });
      await new Promise((r) => setTimeout(r, 1100));
      expect((await limited.call(auth.signin, { email, password: PASSWORD })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('answers 429 past the limit per address whatever the e-mail', async () => {
    const limited = await startTestApp({ RATE_LIMIT_PER_ADDRESS: '4' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await limited.call(auth.signin, { email: `x${i}@test.pe`, password: 'malaClave1' })).status);
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
