// The database going away under a running server (spec 03; decision 0022): every call answers 503 with a Spanish
// message, nothing is written, the process stays up, and it serves again by itself once the database is back; a
// server started before its database waits for it. A real server process talks to PostgreSQL through a TCP proxy
// the test takes down and brings back. Runs in the PostgreSQL pass (PGlite is inside the process: it cannot go away).
import { auth, courses, M } from '@edu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../db/client.js';
import { createFixtures, type Fixtures, PASSWORD } from './fixtures.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';
import { Cleanup, emptyDatabase, type Instance, startInstance, tempDir, whyNotRunnable } from './two-instances-kit.js';

const url = process.env.TEST_DATABASE_URL;
const skipReason = await whyNotRunnable(url);
if (skipReason) it.skip(`the database going away: skipped, ${skipReason}`, () => {});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const UNAVAILABLE = { message: M.DATABASE_UNAVAILABLE, code: 'UNAVAILABLE' };

describe.skipIf(skipReason !== null)('the database going away', () => {
  const cleanup = new Cleanup();
  let proxy: TcpProxy;
  let server: Instance;
  let fx: Fixtures;
  let token: string;
  let directUrl: string;
  let waitedOutput = '';

  const categoriesNamed = async (name: string) => {
    const db = await openDb({ databaseUrl: directUrl, dataDir: tempDir('edu-away-check-', cleanup) });
    try {
      return await db.query('SELECT id FROM categories WHERE name = $1', [name]);
    } finally {
      await db.close();
    }
  };
  const listCategories = () => server.call(courses.getCategories, { entity_id: fx.entityA }, token);

  beforeAll(async () => {
    directUrl = await emptyDatabase(url as string, cleanup);
    const { hostname, port, pathname } = new URL(directUrl);
    proxy = await startTcpProxy({ host: hostname, port: Number(port || 5432) });
    cleanup.add(() => proxy.close());
    // the server starts while the database is away, and must wait for it rather than exit
    await proxy.down();
    let triedOnce: () => void = () => {};
    const tried = new Promise<void>((resolve) => {
      triedOnce = resolve;
    });
    const starting = startInstance(
      'away',
      {
        DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}${pathname}`,
        DATA_DIR: tempDir('edu-away-', cleanup),
        WEB_DIST: tempDir('edu-away-web-', cleanup),
        SEED_DEMO: 'never',
        LOG_LEVEL: 'warn',
      },
      cleanup,
      (log) => {
        if (/database not available .*trying again/.test(log)) triedOnce();
      },
    );
    // back once the server has found it away (a fixed wait was too short on a loaded machine)
    await tried;
    await proxy.up();
    server = await starting;
    waitedOutput = server.output();

    const db = await openDb({ databaseUrl: directUrl, dataDir: tempDir('edu-away-fx-', cleanup) });
    try {
      fx = await createFixtures(db, Buffer.alloc(32, 7));
    } finally {
      await db.close();
    }
    const signedIn = await server.call(auth.signin, { email: fx.users.adminA.email, password: PASSWORD });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    token = signedIn.body.token;
  }, 90_000);
  afterAll(() => cleanup.close());

  it('waited for a database that was not there when it started, then migrated it and served', async () => {
    expect(waitedOutput).toMatch(/database not available .*trying again/);
    expect((await server.get('/health')).status).toBe(200);
    expect((await listCategories()).status).toBe(200);
  });

  it('answers 503 in Spanish while the database is away, writes nothing, and serves again once it is back', async () => {
    expect((await listCategories()).status).toBe(200);
    await proxy.down();

    const read = await listCategories();
    expect([read.status, read.body]).toEqual([503, UNAVAILABLE]);
    const write = await server.call(
      courses.createCategory,
      { entity_id: fx.entityA, name: 'Escrita sin base', description: 'No debe quedar' },
      token,
    );
    expect([write.status, write.body]).toEqual([503, UNAVAILABLE]);
    // a session cannot be checked either: 503, not 401 (the web app must not sign the person out)
    expect((await server.call(auth.tokenIsValid, {}, token)).status).toBe(503);
    expect((await server.get('/health')).status).toBe(503);
    // the process stays up: the constant route answers
    expect((await server.get('/health/live')).status).toBe(200);
    expect(server.output()).not.toMatch(/Ha ocurrido un error inesperado|unexpected error/);

    await proxy.up();
    let answer = await listCategories();
    for (let i = 0; i < 50 && answer.status !== 200; i++) {
      await sleep(200);
      answer = await listCategories();
    }
    expect(answer.status).toBe(200);
    expect(await categoriesNamed('Escrita sin base')).toEqual([]);
    const again = await server.call(
      courses.createCategory,
      { entity_id: fx.entityA, name: 'Escrita con base', description: 'Ahora sí' },
      token,
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await categoriesNamed('Escrita con base')).toHaveLength(1);
  });

  it('cuts a call whose connection drops in the middle with 503, and recovers again', async () => {
    // down and up again between two calls: the pool's idle connections are all dead, the next call must not fail
    await proxy.down();
    await proxy.up();
    let answer = await listCategories();
    if (answer.status !== 200) {
      expect([answer.status, answer.body]).toEqual([503, UNAVAILABLE]);
      answer = await listCategories();
    }
    expect(answer.status).toBe(200);
  });
});
