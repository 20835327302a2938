// The evaluations of Mis cursos (04 §2.2): each unlocked module lists its published evaluations with the caller's
// attempts, best grade and state (disponible, en curso, entregada, calificada, cerrada, and not open yet); a locked
// module lists none; the cards count the evaluations taken; another student's attempts never count (decision 0036).
import { attempts, M, myCourses } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  makeEvaluation,
  newStudent,
  open,
  publish,
  rightOf,
  scheduleBank,
  unique,
  wrongOf,
  useExamRoom,
} from './attempts-test-kit.js';

const { t, clock, as, ana, beto } = useExamRoom(['ana.mis.notas@test.pe', 'beto.mis.notas@test.pe']);
let main: string;
beforeAll(async () => {
  [{ id: main }] = await t.db.query<{ id: string }>(
    'SELECT main_scheduled AS id FROM student_modules WHERE user_id = $1',
    [ana.id],
  );
});

const start = async (token: string, evaluation: string) =>
  (await t.call(attempts.startAttempt, { evaluation_id: evaluation }, token)).body.attempt._id;
const save = (token: string, attempt: string, question: string, answer: string | string[]) =>
  t.call(attempts.saveAnswer, { attempt_id: attempt, question_id: question, answer }, token);
const submit = (token: string, attempt: string) => t.call(attempts.submitAttempt, { attempt_id: attempt }, token);

/** The evaluation as the student's course lists it. */
async function listed(token: string, evaluation: string) {
  const res = await t.call(myCourses.getMyCourse, { scheduled_id: main }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.course.modules.flatMap((m) => m.evaluations).find((e) => e._id === evaluation);
}
const taken = async (token: string) =>
  (await t.call(myCourses.getMyCourses, { entity_id: t.fx.entityA }, token)).body.courses.find((c) => c._id === main)
    ?.evaluations_taken;
const mine = (token: string, evaluation: string) =>
  t.call(attempts.getMyEvaluation, { evaluation_id: evaluation }, token);

describe('the evaluations of Mis cursos', () => {
  it('lists a published evaluation of an unlocked module through its states, with attempts and the best grade', async () => {
    const made = await makeEvaluation(t, as.coordA, [unique(10), open('short', 10)], { attempts: 2, duration_time: 20 });
    expect(await listed(ana.token, made.evaluation)).toBeUndefined(); // not published yet
    // the grade on submitting, as chosen (two attempts would wait for the closing: the-grade-waits.test.ts)
    await publish(t, as.coordA, made.evaluation, clock, { showGrade: 'on_submit' });
    const before = await taken(ana.token);
    expect(await listed(ana.token, made.evaluation)).toMatchObject({
      title: expect.any(String),
      attempts: 2,
      attempts_used: 0,
      duration_time: 20,
      best_grade: null,
      state: 'available',
      attempt_id: null,
    });

    const attempt = await start(ana.token, made.evaluation);
    expect(await listed(ana.token, made.evaluation)).toMatchObject({
      state: 'in_progress',
      attempts_used: 1,
      attempt_id: attempt,
    });
    const [q, short] = made.questions;
    await save(ana.token, attempt, q._id, rightOf(q)[0]);
    await save(ana.token, attempt, short._id, 'Una respuesta');
    await submit(ana.token, attempt);
    // the short answer waits for a teacher: 'entregada', the automatic part as the best grade so far
    expect(await listed(ana.token, made.evaluation)).toMatchObject({ state: 'submitted', best_grade: '10.00' });
    expect(await taken(ana.token)).toBe((before ?? 0) + 1);

    await t.db.query('UPDATE evaluation_answers SET points = 7 WHERE attempt_id = $1 AND question_id = $2', [
      attempt,
      short._id,
    ]);
    expect(await listed(ana.token, made.evaluation)).toMatchObject({ state: 'graded', best_grade: '17.00' });
    expect((await mine(ana.token, made.evaluation)).body.evaluation).toMatchObject({
      _id: made.evaluation,
      state: 'graded',
      best_grade: '17.00',
      attempts_used: 1,
      attempt_id: attempt,
      module_name: expect.any(String),
      scheduled_id: main,
    });
  });

  it('counts an attempt left past its deadline as submitted at once, and the best of several attempts', async () => {
    const made = await makeEvaluation(t, as.coordA, [unique(20)], { attempts: 2, duration_time: 10 });
    await publish(t, as.coordA, made.evaluation, clock, { showGrade: 'on_submit' });
    const [q] = made.questions;
    const first = await start(ana.token, made.evaluation);
    await save(ana.token, first, q._id, rightOf(q)[0]);
    clock.advance(11); // abandoned: nothing wrote its submission yet
    expect(await listed(ana.token, made.evaluation)).toMatchObject({ state: 'graded', best_grade: '20.00' });
    const second = await start(ana.token, made.evaluation);
    await save(ana.token, second, q._id, wrongOf(q)[0]);
    await submit(ana.token, second);
    expect(await listed(ana.token, made.evaluation)).toMatchObject({
      state: 'graded',
      best_grade: '20.00',
      attempts_used: 2,
      attempt_id: second,
    });
    clock.set(new Date());
  });

  it("shows one not open yet as 'upcoming', and one closed without a submitted attempt as 'closed'", async () => {
    const later = await makeEvaluation(t, as.coordA, [unique(20)]);
    const opens = new Date(clock.now().getTime() + 86400_000);
    await publish(t, as.coordA, later.evaluation, clock, { opens, closes: new Date(opens.getTime() + 86400_000) });
    expect(await listed(ana.token, later.evaluation)).toMatchObject({
      state: 'upcoming',
      opens_at: opens.toISOString(),
    });
    clock.advance(3 * 24 * 60);
    expect(await listed(ana.token, later.evaluation)).toMatchObject({ state: 'closed', best_grade: null });
    clock.set(new Date());
  });

  it("never counts another student's attempts", async () => {
    const made = await makeEvaluation(t, as.coordA, [unique(20)]);
    await publish(t, as.coordA, made.evaluation, clock);
    const attempt = await start(beto.token, made.evaluation);
    await save(beto.token, attempt, made.questions[0]._id, rightOf(made.questions[0])[0]);
    await submit(beto.token, attempt);
    const before = await taken(ana.token);
    expect(await listed(ana.token, made.evaluation)).toMatchObject({
      state: 'available',
      attempts_used: 0,
      best_grade: null,
      attempt_id: null,
    });
    expect(await listed(beto.token, made.evaluation)).toMatchObject({
      state: 'graded',
      best_grade: '20.00',
      attempt_id: attempt,
    });
    expect(await taken(ana.token)).toBe(before);
  });

  it("says on the evaluation's page what startAttempt would answer now: nothing while it may start or go on", async () => {
    const made = await makeEvaluation(t, as.coordA, [unique(20)], { attempts: 2 });
    const opens = new Date(clock.now().getTime() + 86400_000);
    await publish(t, as.coordA, made.evaluation, clock, { opens, closes: new Date(opens.getTime() + 86400_000) });
    const refusal = async () => (await mine(ana.token, made.evaluation)).body.evaluation?.refusal;
    try {
      expect(await refusal()).toBe(M.EVALUATION_NOT_OPEN_YET);
      clock.advance(25 * 60);
      expect(await refusal()).toBeNull();
      const first = await start(ana.token, made.evaluation);
      expect(await refusal()).toBeNull(); // 'Continuar'
      await submit(ana.token, first);
      expect(await refusal()).toBeNull(); // a second attempt left
      await submit(ana.token, await start(ana.token, made.evaluation));
      expect(await refusal()).toBe(M.ATTEMPTS_USED_UP);
      clock.advance(24 * 60);
      // closed: the page says so, as startAttempt does, whatever attempts are left
      expect(await refusal()).toBe(M.EVALUATION_ALREADY_CLOSED);
    } finally {
      clock.set(new Date());
    }
  });

  it('lists no evaluation of a locked module, and getMyEvaluation refuses it as startAttempt does', async () => {
    const made = await makeEvaluation(t, as.coordA, [unique(20)]);
    await publish(t, as.coordA, made.evaluation, clock);
    await t.db.query(`UPDATE student_modules SET status = 'disabled' WHERE user_id = $1`, [beto.id]);
    const course = (await t.call(myCourses.getMyCourse, { scheduled_id: main }, beto.token)).body.course;
    expect(course.modules.find((m) => m.lock_reason === 'disabled')?.evaluations).toEqual([]);
    expect(await mine(beto.token, made.evaluation)).toMatchObject({
      status: 403,
      body: { message: M.EVALUATION_MODULE_LOCKED },
    });
    await t.db.query(`UPDATE student_modules SET status = 'enabled' WHERE user_id = $1`, [beto.id]);

    const carla = await newStudent(t, 'carla.sin.curso@test.pe');
    expect(await mine(carla.token, made.evaluation)).toMatchObject({
      status: 403,
      body: { message: M.EVALUATION_MODULE_LOCKED },
    });
  });

  it('getMyEvaluation refuses an evaluation not published, and another entity’s', async () => {
    expect(await mine(ana.token, t.fx.evaluations.A.evaluation)).toMatchObject({
      status: 403,
      body: { message: M.EVALUATION_NOT_PUBLISHED },
    });
    expect((await mine(ana.token, t.fx.evaluations.B.evaluation)).status).toBe(403);
  });

  it('lists the evaluation in another course of the same module, and goes back to that course', async () => {
    const other = await scheduleBank(t);
    const dora = await newStudent(t, 'dora.dos.cursos@test.pe', other);
    const made = await makeEvaluation(t, as.coordA, [unique(20)]);
    await publish(t, as.coordA, made.evaluation, clock);
    const res = await t.call(myCourses.getMyCourse, { scheduled_id: other }, dora.token);
    expect(res.body.course.modules.flatMap((m) => m.evaluations).map((e) => e._id)).toContain(made.evaluation);
    expect((await mine(dora.token, made.evaluation)).body.evaluation?.scheduled_id).toBe(other);
  });

  it('lists none while the entity has services.evaluations off; getMyEvaluation and startAttempt refuse it', async () => {
    const made = await makeEvaluation(t, as.coordA, [unique(20)]);
    await publish(t, as.coordA, made.evaluation, clock);
    expect(await listed(ana.token, made.evaluation)).toBeDefined();
    await t.db.query(`UPDATE entities SET permissions = '{"services": {"evaluations": false}}' WHERE id = $1`, [t.fx.entityA]);
    try {
      expect(await listed(ana.token, made.evaluation)).toBeUndefined();
      expect((await mine(ana.token, made.evaluation)).status).toBe(403);
      expect((await t.call(attempts.startAttempt, { evaluation_id: made.evaluation }, ana.token)).status).toBe(403);
    } finally {
      await t.db.query(`UPDATE entities SET permissions = '{}' WHERE id = $1`, [t.fx.entityA]);
    }
    expect(await listed(ana.token, made.evaluation)).toBeDefined();
  });
});
