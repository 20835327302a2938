import { auth, M } from '@edu/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../test/fixtures.js';
import { startTestApp, type TestApp, useTestApp } from '../../test/harness.js';

const { t } = useTestApp();

describe('signin', () => {
  it('answers a token and the user; the token then opens private calls', async () => {
    const res = await t.call(auth.signin, { email: 'ADMIN.A@test.pe ', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({ _id: t.fx.users.adminA.id, email: 'admin.a@test.pe', rol: 'admin_entity' });
    const check = await t.call(auth.tokenIsValid, {}, res.body.token);
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
    const res = await t.callRaw(auth.signin, input);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.fields?.[field]).toBe(message);
  });
});

// Only failed password checks count (auth/sign-in-limits.ts, docs/decisions/0027-sign-in-limits.md).
describe('signin limits', () => {
  let limited: TestApp | undefined;
  afterEach(async () => {
    await limited?.close();
    limited = undefined;
  });
  /** a sign-in from the client address `ip` (TRUST_PROXY: the address is read from X-Forwarded-For) */
  const signinFrom = async (app: TestApp, ip: string, email: string, password: string) => {
    const start = performance.now();
    const res = await app.post('auth', { fname: 'signin', email, password }, { 'x-forwarded-for': ip });
    return { ...res, ms: performance.now() - start };
  };
  const WRONG = 'malaClave1';

  it('lets 300 good sign-ins from one address through, then still allows that address its failures', async () => {
    limited = await startTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_PER_ADDRESS: '5', RATE_LIMIT_PER_EMAIL: '3' });
    const app = limited;
    const people = ['adminA', 'coordA', 'counterA', 'docenteA', 'adminB', 'coordB'] as const;
    const statuses = new Map<number, number>();
    for (let i = 0; i < 300; i++) {
      const res = await signinFrom(app, '198.51.100.7', app.fx.users[people[i % people.length]].email, PASSWORD);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 300 });
    // the successes left nothing counted: the address still has its 5 failures before 429
    const wrong: number[] = [];
    for (let i = 0; i < 6; i++) wrong.push((await signinFrom(app, '198.51.100.7', `x${i}@test.pe`, WRONG)).status);
    expect(wrong).toEqual([401, 401, 401, 401, 401, 429]);
  }, 120_000);

  it('answers 429 past the failures per e-mail and address, even to the right password, until the window ends', async () => {
    limited = await startTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_PER_EMAIL: '3', RATE_LIMIT_WINDOW_SECONDS: '1' });
    const email = limited.fx.users.adminB.email;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await signinFrom(limited, '203.0.113.1', email, WRONG)).status);
    const blocked = await signinFrom(limited, '203.0.113.1', email, PASSWORD);
    expect([...statuses, blocked.status]).toEqual([401, 401, 401, 429]);
    expect(blocked.body).toEqual({ code: 'RATE_LIMITED', message: M.RATE_LIMITED });
    // the same address may still try another e-mail, and the owner elsewhere is not held back
    expect((await signinFrom(limited, '203.0.113.1', limited.fx.users.coordB.email, WRONG)).status).toBe(401);
    expect((await signinFrom(limited, '203.0.113.2', email, PASSWORD)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await signinFrom(limited, '203.0.113.1', email, PASSWORD)).status).toBe(200);
  });

  it('answers 429 past the failures per address whatever the e-mail, and to no other address', async () => {
    limited = await startTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_PER_ADDRESS: '4' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signinFrom(limited, '203.0.113.9', `x${i}@test.pe`, WRONG)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    expect((await signinFrom(limited, '203.0.113.9', limited.fx.users.adminA.email, PASSWORD)).status).toBe(429);
    expect((await signinFrom(limited, '203.0.113.10', limited.fx.users.adminA.email, PASSWORD)).status).toBe(200);
  });

  it("slows an e-mail that fails from many addresses instead of refusing it: the owner's right password gets in within the cap", async () => {
    limited = await startTestApp({
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_EMAIL: '3',
      SIGNIN_DELAY_AFTER: '5',
      SIGNIN_DELAY_MAX_SECONDS: '1',
    });
    const email = limited.fx.users.adminB.email;
    // a stranger, ten wrong passwords from ten addresses: never refused, slower from the sixth on
    const stranger = [];
    for (let i = 0; i < 10; i++) stranger.push(await signinFrom(limited, `192.0.2.${10 + i}`, email, WRONG));
    expect(stranger.map((r) => r.status)).toEqual(Array(10).fill(401));
    expect(stranger[9].ms).toBeGreaterThanOrEqual(950);
    // the owner, from an address with no failures: in, after at most the cap (1 s) and the password check
    const owner = await signinFrom(limited, '198.51.100.50', email, PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(950);
    expect(owner.ms).toBeLessThan(2500);
    // that success cleared the e-mail's failures: the next wrong password waits no more
    const after = await signinFrom(limited, '192.0.2.30', email, WRONG);
    expect(after.status).toBe(401);
    expect(after.ms).toBeLessThan(600);
  });

  it("clears with a success the failures of that e-mail from that address", async () => {
    limited = await startTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_PER_EMAIL: '3' });
    const email = limited.fx.users.coordB.email;
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) statuses.push((await signinFrom(limited, '203.0.113.5', email, WRONG)).status);
    statuses.push((await signinFrom(limited, '203.0.113.5', email, PASSWORD)).status);
    for (let i = 0; i < 4; i++) statuses.push((await signinFrom(limited, '203.0.113.5', email, WRONG)).status);
    expect(statuses).toEqual([401, 401, 200, 401, 401, 401, 429]);
  });

  it('counts guesses sent all at once: no more than the limit reach the password check', async () => {
    limited = await startTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_PER_EMAIL: '3' });
    const email = limited.fx.users.counterB.email;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => signinFrom(limited as TestApp, '203.0.113.6', email, WRONG)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });
});
