// A sign-up, a sign-in and a password change hash (or check) a password with argon2: 10-65 ms each here, more on a
// busy or small machine. The hash runs before the call's transaction opens (decision 0047), so no transaction lasts as
// long as a hash: on PGlite, whose one connection every call shares, /health does not wait for anybody's password.
// Here every hash takes SLOW_HASH_MS more, as on a slow machine, so that a hash inside a transaction cannot hide.
import type { AddressInfo } from 'node:net';
import { auth, catalog, users } from '@edu/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD } from '../test/fixtures.js';
import { useTestApp } from '../test/harness.js';
import { callOverHttp, whileAskingHealth } from '../test/health-watch.js';
import { whileTimingTransactions } from '../test/tx-watch.js';

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  const SLOW_HASH_MS = 150;
  const pause = () => new Promise((resolve) => setTimeout(resolve, SLOW_HASH_MS));
  return {
    ...real,
    hash: async (...args: Parameters<typeof real.hash>) => {
      await pause();
      return real.hash(...args);
    },
    verify: async (...args: Parameters<typeof real.verify>) => {
      await pause();
      return real.verify(...args);
    },
  };
});

const HEALTH_GOAL_MS = 100;
/** shorter than one slowed hash */
const TX_GOAL_MS = 100;
const PEOPLE = 4;

const { t } = useTestApp();
let port: number;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  // the first call of a fresh process compiles its code paths: measured is what every later call does
  await fetch(`http://127.0.0.1:${port}/health`);
  expect((await callOverHttp(port, catalog.registerStudent, person(PEOPLE), '')).status).toBe(200);
});

const person = (i: number) => ({
  domain: t.fx.domainA,
  name: 'Ana',
  firstlastname: 'Quispe',
  secondlastname: 'Mamani',
  typeDoc: 'dni',
  dni: String(41_000_000 + i),
  phone: '987654321',
  email: `ana.${i}@correo.pe`,
  password: PASSWORD,
});

type Answer = { status: number; body: Record<string, unknown> };

/** each person's call in turn, while /health is asked and the transactions are timed */
async function oneByOne(what: string, call: (i: number) => Promise<Answer>) {
  const { out, health } = await whileAskingHealth(port, () =>
    whileTimingTransactions(t.db, async () => {
      const answers: Answer[] = [];
      for (let i = 0; i < PEOPLE; i++) answers.push(await call(i));
      return answers;
    }),
  );
  const seen = `${what}: longest transaction ${out.tx.longest.toFixed(1)} ms, /health worst ${health.worst.toFixed(1)} ms (${t.db.kind})`;
  console.info(seen);
  for (const o of out.out) expect(o.status, JSON.stringify(o.body)).toBe(200);
  expect(out.tx.count, seen).toBeGreaterThanOrEqual(PEOPLE);
  expect(out.tx.longest, seen).toBeLessThan(TX_GOAL_MS);
  expect(health.worst, seen).toBeLessThan(HEALTH_GOAL_MS);
  return out.out;
}

describe('password hashing outside the transaction', () => {
  it('a sign-up, a sign-in and a password change never hold a transaction for a hash', async () => {
    const signedUp = await oneByOne('registerStudent', (i) =>
      callOverHttp(port, catalog.registerStudent, person(i), ''),
    );
    const signedIn = await oneByOne('signin', (i) =>
      callOverHttp(port, auth.signin, { email: person(i).email, password: PASSWORD }, ''),
    );
    await oneByOne('users.resetPassword', (i) =>
      callOverHttp(
        port,
        users.resetPassword,
        { user: (signedUp[i].body.user as { _id: string })._id, currentPassword: PASSWORD, password: 'Otra12345' },
        signedIn[i].body.token as string,
      ),
    );
    // the new password is the one that signs in, the old one no longer does
    expect((await t.callRaw(auth.signin, { email: person(0).email, password: 'Otra12345' })).status).toBe(200);
    expect((await t.callRaw(auth.signin, { email: person(0).email, password: PASSWORD })).status).toBe(401);
  });
});
