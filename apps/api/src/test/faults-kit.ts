// Pieces of the kill -9 tests (faults.test.ts): the engine the servers run on (PGlite in a data folder, or an empty
// PostgreSQL database when TEST_DATABASE_URL is set), the data written before the first server starts, and starting,
// killing and stopping real server processes.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDb } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { pricedProgramme, type Priced } from '../services/orders/orders-test-kit.js';
import { createFixtures, type Fixtures } from './fixtures.js';
import { type Cleanup, emptyDatabase, type Instance, startInstance, tempDir } from './two-instances-kit.js';

export interface Engine {
  kind: 'pglite' | 'postgres';
  /** what every server of the test is started with */
  env: Record<string, string>;
  dataDir: string;
  /** runs fn on the database; on PGlite only while no server has it open */
  withDb<T>(fn: (db: Db) => Promise<T>): Promise<T>;
}

export async function engineFor(url: string | undefined, cleanup: Cleanup): Promise<Engine> {
  const dataDir = tempDir('edu-faults-', cleanup);
  const databaseUrl = url ? await emptyDatabase(url, cleanup) : undefined;
  const withDb = async <T>(fn: (db: Db) => Promise<T>) => {
    const db = await openDb({ databaseUrl, dataDir });
    try {
      return await fn(db);
    } finally {
      await db.close();
    }
  };
  return {
    kind: databaseUrl ? 'postgres' : 'pglite',
    env: {
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      WEB_DIST: tempDir('edu-faults-web-', cleanup),
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      SIGNING_KEY: randomBytes(32).toString('hex'),
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      TMPDIR: tmpdir(),
    },
    dataDir,
    withDb,
  };
}

export interface FaultWorld {
  fx: Fixtures;
  /** a programme of entity A with three modules, its main scheduled course and one schedule per module */
  course: Priced;
  /** students of entity A enrolled nowhere, for the manual enrolments */
  enrolees: { id: string; email: string }[];
  /** one pending order each, of other students, buying `course.main` */
  orders: { id: string; buyer: string }[];
}

const STUDENTS = 60;

/** Migrates the empty database and writes the fixtures and the test's own rows, before any server starts. */
export async function writeWorld(engine: Engine): Promise<FaultWorld> {
  return engine.withDb(async (db) => {
    await migrate(db);
    const fx = await createFixtures(db, Buffer.from(engine.env.ENCRYPTION_KEY, 'hex'));
    const course = await pricedProgramme({ db, fx }, 'A', {
      name: 'Gestión de riesgos',
      inscription: '50.00',
      course: '300.00',
      modules: ['80.00', '90.00', '100.00'],
    });
    const student = async (i: number, kind: string) => {
      const email = `${kind}${i}@faults.pe`;
      const [u] = await db.query<{ id: string }>(
        `INSERT INTO users (email, name, lastname) VALUES ($1, $2, 'Prueba') RETURNING id`,
        [email, `${kind} ${i}`],
      );
      await db.query(`INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, 'estudiante')`, [fx.entityA, u.id]);
      return { id: u.id, email };
    };
    const enrolees = [];
    const orders = [];
    for (let i = 0; i < STUDENTS; i++) {
      enrolees.push(await student(i, 'matricula'));
      const buyer = await student(i, 'comprador');
      const [order] = await db.query<{ id: string }>(
        `INSERT INTO orders (entity_id, user_id, total_price) VALUES ($1, $2, 350.00) RETURNING id`,
        [fx.entityA, buyer.id],
      );
      await db.query(
        `INSERT INTO order_items (order_id, entity_id, scheduled_id, category_name, course_name, course_price, inscription_price, total_price)
         VALUES ($1, $2, $3, 'Tecnología', 'Gestión de riesgos', 300.00, 50.00, 350.00)`,
        [order.id, fx.entityA, course.main],
      );
      orders.push({ id: order.id, buyer: buyer.id });
    }
    return { fx, course, enrolees, orders };
  });
}

export const startServer = (engine: Engine, cleanup: Cleanup, extra: Record<string, string> = {}) =>
  startInstance(`faults-${engine.kind}`, { ...engine.env, ...extra }, cleanup);

/** kill -9: no shutdown hook, no flush, no rollback of what was under way */
export async function kill9(server: Instance) {
  process.kill(server.pid, 'SIGKILL');
  await server.exited;
}

/** a graceful stop (SIGTERM), so that PGlite's folder may be opened by the test */
export async function stop(server: Instance) {
  process.kill(server.pid, 'SIGTERM');
  await server.exited;
}

/**
 * Starts every call at once and kills the server once `after` of them have answered: the rest are under way (queued,
 * mid-transaction or committed without an answer). Answers who answered what before the kill.
 */
export async function killDuring<T>(
  server: Instance,
  calls: (() => Promise<T>)[],
  after: number,
): Promise<{ answered: Map<number, T>; cut: number }> {
  const answered = new Map<number, T>();
  let killing: Promise<void> | undefined;
  await Promise.all(
    calls.map(async (call, i) => {
      try {
        const answer = await call();
        if (!killing) answered.set(i, answer);
        if (answered.size >= after) killing ??= kill9(server);
      } catch {
        // cut by the kill
      }
    }),
  );
  await (killing ?? kill9(server));
  return { answered, cut: calls.length - answered.size };
}

export const outboxRoot = (engine: Engine) => join(engine.dataDir, 'outbox');
