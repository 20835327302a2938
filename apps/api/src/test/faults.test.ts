// kill -9 of a real server process (as `npm start` runs it) in the middle of an upload, of enrolments, of order
// acceptances and between password-reset requests and their mail; after a restart on the same data nothing is
// half-written, every answer given survives, no order is accepted twice and each mail leaves exactly once.
// Runs on PGlite in a data folder (the embedded default) and, in the PostgreSQL pass, on an empty PostgreSQL database.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { auth, materials, orders, students } from '@edu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyMp4 } from '../seed/documents.js';
import {
  type Engine,
  engineFor,
  type FaultWorld,
  kill9,
  killDuring,
  startServer,
  stop,
  writeWorld,
} from './faults-kit.js';
import { PASSWORD } from './fixtures.js';
import { streamUpload } from './http-upload.js';
import { Cleanup, type Instance, startSmtpSink } from './two-instances-kit.js';

const url = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`kill -9 and restart (${url ? 'PostgreSQL' : 'PGlite'})`, () => {
  const cleanup = new Cleanup();
  let engine: Engine;
  let world: FaultWorld;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let holdMail = false;
  let admin: string;
  let counter: string;
  let server: Instance;

  /** a class video of the programme's first module, streamed as the admin */
  const uploadVideo = (title: string, size: number, onProgress?: (sent: number) => void) =>
    streamUpload({
      port: server.port,
      token: admin,
      def: materials.addMaterials,
      fields: { entity_id: world.fx.entityA, course_id: world.course.modules[0], title, description: 'kill -9' },
      fileField: 'files',
      fileName: 'clase.mp4',
      head: tinyMp4(),
      size,
      onProgress,
    });
  const start = async () => {
    server = await startServer(engine, cleanup, { SMTP_URL: smtp.url, MAIL_LEASE_SECONDS: '5' });
    return server;
  };

  beforeAll(async () => {
    engine = await engineFor(url, cleanup);
    world = await writeWorld(engine);
    smtp = await startSmtpSink(cleanup, () => holdMail);
    await start();
    const signIn = async (email: string) => {
      const answer = await server.call(auth.signin, { email, password: PASSWORD });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.token;
    };
    // sessions live in the database: the same tokens work after every restart
    admin = await signIn(world.fx.users.adminA.email);
    counter = await signIn(world.fx.users.counterA.email);
  }, 120_000);
  afterAll(() => cleanup.close());

  it('an upload cut by kill -9 leaves no material, no partial file, and a note that sweeps its key', async () => {
    let sent = 0;
    const upload = uploadVideo('Video cortado', 400 * 1024 * 1024, (n) => {
      sent = n;
    }).catch((error: Error) => ({ status: null, error }));
    while (sent < 40 * 1024 * 1024) await sleep(20);
    const partialBefore = partialFiles(engine);
    await kill9(server);
    expect((await upload).status).toBeNull();
    // the killed process was writing the file under its temporary name
    expect(partialBefore).toHaveLength(1);

    await start();
    expect(partialFiles(engine)).toEqual([]);
    const listed = await server.call(materials.getMaterialsByCourse, { course: world.course.modules[0] }, admin);
    expect(listed.status).toBe(200);
    expect(listed.body.materials.map((m) => m.title)).not.toContain('Video cortado');
    // the server works: the same upload, whole this time
    const whole = await uploadVideo('Video entero', 5 * 1024 * 1024);
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);

    await stop(server);
    await engine.withDb(async (db) => {
      expect(await db.query(`SELECT title FROM materials WHERE title = 'Video cortado'`)).toEqual([]);
      const [kept] = await db.query<{ file_key: string }>(`SELECT file_key FROM materials WHERE title = 'Video entero'`);
      expect(existsSync(join(engine.dataDir, 'files', kept.file_key))).toBe(true);
      // the cut upload's key is still noted (its call never committed): the sweep removes whatever is under it
      const notes = await db.query<{ key: string }>('SELECT key FROM upload_ledger');
      expect(notes).toHaveLength(1);
      expect(existsSync(join(engine.dataDir, 'files', notes[0].key))).toBe(false);
    });
  }, 120_000);

  it('enrolments cut by kill -9 are each whole or absent, every answered one is kept, and retrying adds none twice', async () => {
    await start();
    const enrol = (student: { id: string }) => () =>
      server.call(
        students.assignUserToScheduled,
        { entity: world.fx.entityA, user: student.id, scheduleds: [world.course.main], mode: 'total' },
        admin,
      );
    const { answered, cut } = await killDuring(server, world.enrolees.map(enrol), 5);
    expect(cut).toBeGreaterThan(0);
    expect([...answered.values()].every((a) => a.status === 200)).toBe(true);
    const answeredIds = [...answered.keys()].map((i) => world.enrolees[i].id);

    await start();
    await stop(server);
    const state = await enrolmentState(engine, world.enrolees.map((s) => s.id), world.course);
    for (const s of state) expect([s.id, s.rows]).toEqual([s.id, s.enrolled ? WHOLE : NONE]);
    for (const id of answeredIds) expect(state.find((s) => s.id === id)?.enrolled).toBe(true);

    // retried, as staff would after the error: the missing ones are added, the others left as they are
    await start();
    const again = await Promise.all(world.enrolees.map((s) => enrol(s)()));
    expect(again.map((a) => a.status)).toEqual(world.enrolees.map(() => 200));
    await stop(server);
    const after = await enrolmentState(engine, world.enrolees.map((s) => s.id), world.course);
    expect(after.map((s) => s.rows)).toEqual(world.enrolees.map(() => WHOLE));
  }, 180_000);

  it('order acceptances cut by kill -9 (each sent twice at once) accept every order at most once, and once on retry', async () => {
    await start();
    const accept = (order: { id: string }) => () => server.call(orders.activateOrders, { order_id: order.id }, counter);
    const calls = world.orders.flatMap((o) => [accept(o), accept(o)]);
    const { answered, cut } = await killDuring(server, calls, 6);
    expect(cut).toBeGreaterThan(0);
    const acceptedBeforeKill = new Set(
      [...answered.entries()].filter(([, a]) => a.status === 200).map(([i]) => world.orders[Math.floor(i / 2)].id),
    );
    // both calls for one order may answer 200 (the second finds it accepted and changes nothing, decision 0050);
    // what must hold is below: one enrolment and one audit row per accepted order

    await start();
    await stop(server);
    const before = await orderState(engine, world);
    for (const o of before) {
      expect(['pending', 'success']).toContain(o.state);
      expect([o.id, o.rows]).toEqual([o.id, o.state === 'success' ? WHOLE : NONE]);
      expect(o.audits).toBe(o.state === 'success' ? 1 : 0);
    }
    for (const id of acceptedBeforeKill) expect(before.find((o) => o.id === id)?.state).toBe('success');

    await start();
    const retried = await Promise.all(world.orders.map((o) => accept(o)()));
    // an order accepted before the kill answers 'ya había sido aceptada' (200, nothing changed), the others are accepted
    expect(retried.map((answer, i) => [world.orders[i].id, answer.status])).toEqual(world.orders.map((o) => [o.id, 200]));
    await stop(server);
    const after = await orderState(engine, world);
    for (const o of after) expect([o.id, o.state, o.rows, o.audits]).toEqual([o.id, 'success', WHOLE, 1]);
  }, 180_000);

  it('reset mails waiting when the server is killed leave once each after the restart, and their links work', async () => {
    const people = (['docenteA', 'studentA', 'counterA', 'coordA', 'adminB2bA', 'docenteB'] as const).filter(
      (key) => key in world.fx.users,
    );
    const emails = people.map((key) => world.fx.users[key].email);
    holdMail = true;
    await start();
    const answers = await Promise.all(emails.map((email) => server.call(auth.recoverPassword, { email })));
    expect(answers.map((a) => a.status)).toEqual(emails.map(() => 200));
    // the worker has begun the first message: the SMTP server holds it and will never say "accepted"
    for (let i = 0; i < 100 && smtp.held.count === 0; i++) await sleep(100);
    expect(smtp.held.count).toBeGreaterThan(0);
    await kill9(server);
    // the orders accepted above mailed their buyers (04 §4) through the same sink: only reset mails are counted here
    // a student's link is their entity's page (/e/{domain}/recuperar/…), staff's 01 §2's (decision 0051)
    const resets = () => smtp.received.filter((m) => /(recover-password|recuperar)\//.test(m.raw.replace(/=\r?\n/g, '')));
    expect(resets()).toEqual([]);

    holdMail = false;
    await start();
    // the killed worker's lease (MAIL_LEASE_SECONDS=5) runs out, then the new one sends them
    for (let i = 0; i < 300 && resets().length < emails.length; i++) await sleep(100);
    await sleep(3000); // and a few polls more, for a late double
    const to = resets().flatMap((m) => m.to).sort();
    expect(to).toEqual([...emails].sort());

    for (const mail of resets()) {
      const raw = mail.raw.replace(/=\r?\n/g, '');
      const token = /(?:recover-password|recuperar)\/([A-Za-z0-9_-]+)/.exec(raw)?.[1];
      expect(token, raw).toBeTruthy();
      const reset = await server.call(auth.resetPassword, { password: 'NuevaClave2026' }, token);
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    }
    await stop(server);
    await engine.withDb(async (db) => {
      const rows = await db.query<{ status: string }>(
        `SELECT status FROM mail_outbox WHERE to_address = ANY($1::text[]) AND (text_body LIKE '%recover-password/%' OR text_body LIKE '%/recuperar/%')`,
        [emails],
      );
      expect(rows.map((r) => r.status)).toEqual(emails.map(() => 'sent'));
    });
  }, 120_000);
});

/** a student's enrolment, whole: the main scheduled course and its three module schedules, and the three modules */
const WHOLE = { enrolments: 4, modules: 3 };
const NONE = { enrolments: 0, modules: 0 };

function partialFiles(engine: Engine): string[] {
  const root = join(engine.dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true }).map(String).filter((name) => name.includes('.part-'));
}

async function enrolmentState(engine: Engine, ids: string[], course: FaultWorld['course']) {
  return engine.withDb(async (db) => {
    const rows = await db.query<{ id: string; enrolments: number; modules: number }>(
      `SELECT u.id,
         (SELECT count(*)::int FROM scheduled_students ss WHERE ss.user_id = u.id AND ss.scheduled_id = ANY($2::uuid[])) AS enrolments,
         (SELECT count(*)::int FROM student_modules sm WHERE sm.user_id = u.id AND sm.main_scheduled = $3) AS modules
       FROM users u WHERE u.id = ANY($1::uuid[]) ORDER BY array_position($1::uuid[], u.id)`,
      [ids, [course.main, ...course.schedules], course.main],
    );
    return rows.map((r) => ({
      id: r.id,
      rows: { enrolments: r.enrolments, modules: r.modules },
      enrolled: r.enrolments > 0 || r.modules > 0,
    }));
  });
}

async function orderState(engine: Engine, world: FaultWorld) {
  const enrolled = await enrolmentState(engine, world.orders.map((o) => o.buyer), world.course);
  return engine.withDb(async (db) => {
    const rows = await db.query<{ id: string; state: string; audits: number }>(
      `SELECT o.id, o.state,
         (SELECT count(*)::int FROM audit_log a WHERE a.fname = 'activateOrders' AND a.record_id = o.id::text) AS audits
       FROM orders o WHERE o.id = ANY($1::uuid[]) ORDER BY array_position($1::uuid[], o.id)`,
      [world.orders.map((o) => o.id)],
    );
    return rows.map((r, i) => ({ ...r, rows: enrolled[i].rows }));
  });
}
