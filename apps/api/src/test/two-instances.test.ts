// Two API processes, as `npm start` runs them, on one PostgreSQL database, one S3-compatible store and one SMTP server:
// what one writes the other serves, each mail leaves once, and the rate limits count across both (failed sign-ins:
// per address, per e-mail and address, and the slowing down of an e-mail).
// Runs in the PostgreSQL pass (TEST_DATABASE_URL); skipped, saying why, where no PostgreSQL server answers.
import { randomBytes } from 'node:crypto';
import { auth, courses, materials } from '@edu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../db/client.js';
import { tinyPdf } from '../seed/documents.js';
import { createFixtures, type Fixtures, PASSWORD } from './fixtures.js';
import { png } from './images.js';
import { startS3, type TestS3 } from './s3-server.js';
import {
  Cleanup,
  emptyDatabase,
  type Instance,
  type ReceivedMail,
  startInstance,
  startSmtpSink,
  tempDir,
  whyNotRunnable,
} from './two-instances-kit.js';

const url = process.env.TEST_DATABASE_URL;
const skipReason = await whyNotRunnable(url);
const PER_EMAIL = 4;
const PER_ADDRESS = 6;

if (skipReason) it.skip(`two instances on one PostgreSQL: skipped, ${skipReason}`, () => {});

describe.skipIf(skipReason !== null)('two instances, one engine', () => {
  const cleanup = new Cleanup();
  let a: Instance;
  let b: Instance;
  let s3: TestS3;
  let fx: Fixtures;
  let received: ReceivedMail[];
  let adminToken: string;
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = await emptyDatabase(url as string, cleanup);
    s3 = await startS3('edu-two');
    cleanup.add(() => s3.close());
    const smtp = await startSmtpSink(cleanup);
    received = smtp.received;
    // the secrets every instance must share: signed links (SIGNING_KEY) and credentials at rest (ENCRYPTION_KEY)
    const encryptionKey = randomBytes(32).toString('hex');
    const shared = {
      ...s3.env,
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Plataforma <no-reply@plataforma.test>',
      SIGNING_KEY: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: encryptionKey,
      RATE_LIMIT_PER_EMAIL: String(PER_EMAIL),
      RATE_LIMIT_PER_ADDRESS: String(PER_ADDRESS),
      SIGNIN_DELAY_AFTER: '3',
      SIGNIN_DELAY_MAX_SECONDS: '1',
      TRUST_PROXY: 'true',
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
    };
    // both start at once on the empty database: both migrate it, one after the other under the advisory lock
    const started = await Promise.allSettled(
      ['A', 'B'].map((name) =>
        startInstance(
          name,
          { ...shared, DATA_DIR: tempDir(`edu-two-${name}-`, cleanup), WEB_DIST: tempDir('edu-two-web-', cleanup) },
          cleanup,
        ),
      ),
    );
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    [a, b] = started.map((s) => (s as PromiseFulfilledResult<Instance>).value);

    const db = await openDb({ databaseUrl, dataDir: tempDir('edu-two-fx-', cleanup) });
    try {
      fx = await createFixtures(db, Buffer.from(encryptionKey, 'hex'));
    } finally {
      await db.close();
    }
    const signedIn = await a.call(
      auth.signin,
      { email: fx.users.adminA.email, password: PASSWORD },
      null,
      xff('192.0.2.1'),
    );
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    adminToken = signedIn.body.token;
  });
  afterAll(() => cleanup.close());

  it('both came up together on the one empty database, and it was migrated once', async () => {
    const db = await openDb({ databaseUrl, dataDir: tempDir('edu-two-check-', cleanup) });
    try {
      const rows = await db.query<{ name: string; n: number }>(
        'SELECT name, count(*)::int AS n FROM schema_migrations GROUP BY name',
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.n === 1)).toBe(true);
    } finally {
      await db.close();
    }
    expect((await a.get('/health')).status).toBe(200);
    expect((await b.get('/health')).status).toBe(200);
  });

  it('serves on B the session, the programme and the cover written through A', async () => {
    expect((await b.call(auth.tokenIsValid, {}, adminToken)).status).toBe(200);

    const cover = await png('#2B6CB0');
    const created = await a.upload(
      courses.createCourse,
      {
        entity_id: fx.entityA,
        category_id: fx.programmes.A.category,
        alias: 'programa',
        name: 'Dos instancias',
        description: 'Escrito en A, leído en B',
        target_audiences: 'Operadores',
        tags: JSON.stringify(['web', 'app']),
        price: JSON.stringify({ inscription: '10', certificate: '5', course_price: '100' }),
      },
      [{ field: 'preview', name: 'portada.png', bytes: cover }],
      adminToken,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const course = created.body.course;

    const listed = await b.call(
      courses.getCourses,
      {
        entity_id: fx.entityA,
        category_id: fx.programmes.A.category,
        query: { field: 'name', search: 'Dos instancias' },
      },
      adminToken,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.courses).toEqual([
      expect.objectContaining({ _id: course._id, name: 'Dos instancias', preview: course.preview }),
    ]);

    const file = await b.get(course.preview!);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await file.arrayBuffer()).equals(cover)).toBe(true);
    // the bytes live in the shared bucket, not in either instance's folder
    expect(await s3.objectKeys()).toContain(decodeURIComponent(course.preview!.replace(/^\/files\//, '')));
  });

  it('serves through A the signed link of a private material uploaded through B', async () => {
    const pdf = tinyPdf('Guía compartida', ['Subida en B']);
    const added = await b.upload(
      materials.addMaterials,
      { entity_id: fx.entityA, course_id: fx.programmes.A.module, title: 'Guía compartida', description: 'Privada' },
      [{ field: 'files', name: 'guia.pdf', bytes: pdf }],
      adminToken,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const material = added.body.material;
    expect(material.state).toBe('private');
    expect(material.url).toMatch(/^\/files\/private\/.+\?exp=\d+&sig=/);

    const opened = await a.get(material.url);
    expect(opened.status).toBe(200);
    expect(Buffer.from(await opened.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await a.get(material.url.split('?')[0])).status).toBe(404);
  });

  it('signs out on B a session made on A: A refuses it at once', async () => {
    const signedIn = await a.call(
      auth.signin,
      { email: fx.users.coordA.email, password: PASSWORD },
      null,
      xff('192.0.2.2'),
    );
    const token = signedIn.body.token;
    expect((await b.call(auth.logout, {}, token)).status).toBe(200);
    expect((await a.call(auth.tokenIsValid, {}, token)).status).toBe(401);
  });

  it('sends each mail of the shared outbox exactly once, with both mail workers running', async () => {
    const people = ['docenteA', 'studentA', 'counterA', 'coordB', 'counterB', 'docenteB'] as const;
    const requests = people.flatMap((key, i) => [
      { via: a, email: fx.users[key].email, ip: `198.51.100.${2 * i + 1}` },
      { via: b, email: fx.users[key].email, ip: `198.51.100.${2 * i + 2}` },
    ]);
    const answers = await Promise.all(
      requests.map((r) => r.via.call(auth.recoverPassword, { email: r.email }, null, xff(r.ip))),
    );
    expect(answers.map((r) => r.status)).toEqual(requests.map(() => 200));

    const db = await openDb({ databaseUrl, dataDir: tempDir('edu-two-mail-', cleanup) });
    try {
      // both workers poll the outbox: wait until every row is marked sent, then one more poll period for a late double
      for (let i = 0; i < 150; i++) {
        const [row] = await db.query<{ left: number }>(
          `SELECT count(*)::int AS left FROM mail_outbox WHERE status <> 'sent'`,
        );
        if (row.left === 0) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      await new Promise((r) => setTimeout(r, 2500));
      const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'sent'`);
      expect(n).toBe(requests.length);
    } finally {
      await db.close();
    }

    const perRecipient: Record<string, number> = {};
    for (const mail of received) for (const to of mail.to) perRecipient[to] = (perRecipient[to] ?? 0) + 1;
    expect(perRecipient).toEqual(Object.fromEntries(people.map((key) => [fx.users[key].email, 2])));
    const links = received.map((m) => /(?:recover-password|recuperar)\/([A-Za-z0-9_-]+)/.exec(m.raw.replace(/=\r?\n/g, ''))?.[1]);
    expect(new Set(links).size).toBe(requests.length);
  });

  it('counts wrong sign-ins for one e-mail from one address across both instances: 429 after the limit in total', async () => {
    const email = fx.users.adminB.email;
    const statuses: number[] = [];
    for (let i = 0; i < PER_EMAIL + 2; i++) {
      const via = i % 2 === 0 ? a : b;
      statuses.push((await via.call(auth.signin, { email, password: 'Equivocada99' }, null, xff('203.0.113.10'))).status);
    }
    expect(statuses).toEqual([...Array(PER_EMAIL).fill(401), 429, 429]);
    // the right password from that address is limited too until the window ends, on either instance
    expect((await b.call(auth.signin, { email, password: PASSWORD }, null, xff('203.0.113.10'))).status).toBe(429);
    expect((await a.call(auth.signin, { email, password: PASSWORD }, null, xff('203.0.113.10'))).status).toBe(429);
  });

  it("slows on both instances an e-mail that fails from many addresses, and lets its owner in from another", async () => {
    const email = fx.users.adminB.email;
    // the test above left PER_EMAIL failures of this e-mail; a few more from other addresses, through both instances
    for (let i = 0; i < 4; i++) {
      const via = i % 2 === 0 ? b : a;
      const res = await via.call(auth.signin, { email, password: 'Equivocada99' }, null, xff(`203.0.113.${20 + i}`));
      expect(res.status).toBe(401);
    }
    // 8 failures, DELAY_AFTER 3: the check waits the cap (1 s) whichever instance counted them
    const started = performance.now();
    const owner = await b.call(auth.signin, { email, password: PASSWORD }, null, xff('203.0.113.40'));
    const ms = performance.now() - started;
    expect(owner.status).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(950);
    expect(ms).toBeLessThan(4000);
  });

  it("counts a client address across both instances, reading it from the proxy's X-Forwarded-For (TRUST_PROXY)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 1; i++) {
      const via = i % 2 === 0 ? b : a;
      statuses.push(
        (
          await via.call(
            auth.signin,
            { email: `nadie${i}@test.pe`, password: 'Equivocada99' },
            null,
            xff('203.0.113.77'),
          )
        ).status,
      );
    }
    expect(statuses).toEqual([...Array(PER_ADDRESS).fill(401), 429]);
    // another client behind the same proxy is not held back by the first one's attempts
    expect(
      (await a.call(auth.signin, { email: 'otro@test.pe', password: 'Equivocada99' }, null, xff('203.0.113.78')))
        .status,
    ).toBe(401);
  });
});

function xff(ip: string) {
  return { 'x-forwarded-for': ip };
}
