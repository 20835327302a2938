// Taking an evaluation (04 §4): the window, the unlocked module, attempts counted as started, a reload resuming the
// same attempt, the deadline by the server's (test-moved) clock, answers saved one row per question, the question
// order, and every attempt the caller's own (decision 0036).
import { attempts, evaluations, M, questionBank } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { evaluationForm } from '../evaluations/evaluations-test-kit.js';
import {
  newStudent,
  makeEvaluation,
  open,
  publish,
  rightOf,
  unique,
  wrongOf,
  useExamRoom,
} from './attempts-test-kit.js';

const { t, clock, as, ana, beto } = useExamRoom(['ana.examen@test.pe', 'beto.examen@test.pe']);

const start = (token: string, evaluation: string) => t.call(attempts.startAttempt, { evaluation_id: evaluation }, token);
const save = (token: string, attempt: string, question: string, answer?: string | string[]) =>
  t.call(attempts.saveAnswer, { attempt_id: attempt, question_id: question, ...(answer === undefined ? {} : { answer }) }, token);
const read = (token: string, attempt: string) => t.call(attempts.getAttempt, { attempt_id: attempt }, token);
const submit = (token: string, attempt: string) => t.call(attempts.submitAttempt, { attempt_id: attempt }, token);

/** A published evaluation of four unique questions of 5 points. */
async function fourUnique(over: Record<string, unknown> = {}) {
  const made = await makeEvaluation(t, as.coordA, [unique(5), unique(5), unique(5), unique(5)], over);
  await publish(t, as.coordA, made.evaluation, clock);
  return made;
}

describe('startAttempt', () => {
  it('is open only between opens_at and closes_at, refusing before and after with nothing written', async () => {
    const { evaluation } = await makeEvaluation(t, as.coordA, [unique(20)]);
    const opens = new Date(clock.now().getTime() + 86400_000);
    await publish(t, as.coordA, evaluation, clock, { opens, closes: new Date(opens.getTime() + 86400_000) });
    const before = await t.snapshot();
    expect(await start(ana.token, evaluation)).toMatchObject({ status: 403, body: { message: M.EVALUATION_NOT_OPEN_YET } });
    clock.advance(3 * 24 * 60);
    expect(await start(ana.token, evaluation)).toMatchObject({ status: 403, body: { message: M.EVALUATION_ALREADY_CLOSED } });
    expect(await t.snapshot()).toBe(before);
    clock.set(new Date());
  });

  it('refuses an evaluation not published, and a student whose module is not unlocked (none, or disabled)', async () => {
    const fixture = await start(ana.token, t.fx.evaluations.A.evaluation);
    expect(fixture).toMatchObject({ status: 403, body: { message: M.EVALUATION_NOT_PUBLISHED } });
    const { evaluation } = await fourUnique();
    const carla = await newStudent(t, 'carla.sin.modulo@test.pe');
    expect(await start(carla.token, evaluation)).toMatchObject({ status: 403, body: { message: M.EVALUATION_MODULE_LOCKED } });
    await t.db.query(`UPDATE student_modules SET status = 'disabled' WHERE user_id = $1`, [beto.id]);
    expect(await start(beto.token, evaluation)).toMatchObject({ status: 403, body: { message: M.EVALUATION_MODULE_LOCKED } });
    await t.db.query(`UPDATE student_modules SET status = 'enabled' WHERE user_id = $1`, [beto.id]);
    expect((await start(beto.token, evaluation)).status).toBe(200);
  });

  it('starts with the deadline at start + duration by the server clock, and resumes it on a reload with its answers', async () => {
    const { evaluation, questions } = await fourUnique({ duration_time: 45 });
    const first = await start(ana.token, evaluation);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const { attempt } = first.body;
    expect(attempt).toMatchObject({ number: 1, state: 'in_progress', submitted_at: null, grade: null, started_at: clock.now().toISOString() });
    expect(Date.parse(attempt.deadline) - Date.parse(attempt.started_at)).toBe(45 * 60_000);
    expect(first.body.questions.map((q) => q._id)).toEqual(questions.map((q) => q._id));
    expect(first.body.answers).toEqual([]);
    expect((await save(ana.token, attempt._id, questions[1]._id, rightOf(questions[1])[0])).status).toBe(200);

    clock.advance(10);
    const again = await start(ana.token, evaluation);
    expect(again.body.attempt._id).toBe(attempt._id);
    expect(again.body.evaluation.attempts_used).toBe(1);
    expect(again.body.answers).toEqual([{ question_id: questions[1]._id, value: rightOf(questions[1])[0], file: null }]);
    expect((await read(ana.token, attempt._id)).body.answers).toEqual(again.body.answers);
  });

  it("counts started attempts: 'Ya usaste todos tus intentos' once they are used", async () => {
    const { evaluation } = await fourUnique({ attempts: 2 });
    const one = (await start(ana.token, evaluation)).body.attempt;
    expect((await submit(ana.token, one._id)).body.attempt.state).toBe('submitted');
    const two = (await start(ana.token, evaluation)).body.attempt;
    expect(two.number).toBe(2);
    clock.advance(31); // abandoned past its deadline: still a started attempt
    const before = await t.snapshot();
    expect(await start(ana.token, evaluation)).toEqual({ status: 409, body: { code: 'CONFLICT', message: 'Ya usaste todos tus intentos' } });
    expect(await t.snapshot()).toBe(before);
    clock.set(new Date());
  });

  it('gives one attempt to two (or eight) starts at once', async () => {
    const { evaluation } = await fourUnique({ attempts: 3 });
    const all = await Promise.all(Array.from({ length: 8 }, () => start(beto.token, evaluation)));
    expect(all.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(all.map((r) => r.body.attempt._id)).size).toBe(1);
    const rows = await t.db.query('SELECT 1 FROM evaluation_attempts WHERE evaluation_id = $1', [evaluation]);
    expect(rows).toHaveLength(1);
  });
});

describe('the deadline', () => {
  it("refuses an answer after it with 'El tiempo de la evaluación ha terminado', the attempt submitted as it stood", async () => {
    const { evaluation, questions } = await fourUnique({ duration_time: 30 });
    const { attempt } = (await start(ana.token, evaluation)).body;
    await save(ana.token, attempt._id, questions[0]._id, rightOf(questions[0])[0]);
    clock.advance(29);
    expect((await save(ana.token, attempt._id, questions[1]._id, rightOf(questions[1])[0])).status).toBe(200);
    clock.advance(2);
    const before = await t.snapshot();
    const late = await save(ana.token, attempt._id, questions[2]._id, rightOf(questions[2])[0]);
    expect(late).toEqual({ status: 409, body: { code: 'CONFLICT', message: 'El tiempo de la evaluación ha terminado' } });
    expect(await t.snapshot()).toBe(before);
    const after = (await read(ana.token, attempt._id)).body;
    expect(after.attempt).toMatchObject({ state: 'submitted', submitted_at: attempt.deadline, grade: '10.00', pending: 0 });
    expect(after.answers.map((a) => a.question_id).sort()).toEqual([questions[0]._id, questions[1]._id].sort());
    clock.set(new Date());
  });

  it('counts an abandoned attempt as submitted: the results have it, and the next read writes it', async () => {
    const { evaluation, questions } = await fourUnique({ duration_time: 30 });
    const { attempt } = (await start(beto.token, evaluation)).body;
    await save(beto.token, attempt._id, questions[3]._id, rightOf(questions[3])[0]);
    clock.advance(31);
    const [{ submitted_at }] = await t.db.query<{ submitted_at: Date | null }>('SELECT submitted_at FROM evaluation_attempts WHERE id = $1', [attempt._id]);
    expect(submitted_at).toBeNull();
    const list = await t.call(evaluations.getPublishedEvaluations, { entity: t.fx.entityA, course_id: t.fx.evaluations.A.bankModule, page: 1 }, as.coordA);
    const row = list.body.evaluations.find((e) => e._id === evaluation);
    expect(row?.results).toEqual({ taken: 1, average: '5.00', highest: '5.00', lowest: '5.00' });
    const [swept] = await t.db.query<{ submitted_at: Date }>('SELECT submitted_at FROM evaluation_attempts WHERE id = $1', [attempt._id]);
    expect(new Date(swept.submitted_at).toISOString()).toBe(attempt.deadline);
    clock.set(new Date());
  });
});

describe('saveAnswer', () => {
  it('keeps one row per question: saving again replaces, ten saves at once leave one', async () => {
    const { evaluation, questions } = await fourUnique();
    const { attempt } = (await start(ana.token, evaluation)).body;
    const q = questions[0];
    await save(ana.token, attempt._id, q._id, wrongOf(q)[0]);
    const all = await Promise.all(wrongOf(q).concat(rightOf(q)).flatMap((alt) => Array(4).fill(alt)).map((alt) => save(ana.token, attempt._id, q._id, alt)));
    expect(all.every((r) => r.status === 200)).toBe(true);
    const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM evaluation_answers WHERE attempt_id = $1 AND question_id = $2', [attempt._id, q._id]);
    expect(rows[0].n).toBe(1);
    await save(ana.token, attempt._id, q._id, rightOf(q)[0]);
    expect((await read(ana.token, attempt._id)).body.answers).toEqual([{ question_id: q._id, value: rightOf(q)[0], file: null }]);
  });

  it('refuses each wrong answer with its message, saving nothing', async () => {
    const made = await makeEvaluation(t, as.coordA, [unique(5), open('short', 5), open('file', 5), open('large', 5)]);
    await publish(t, as.coordA, made.evaluation, clock);
    const [q, short, file, large] = made.questions;
    const { attempt } = (await start(ana.token, made.evaluation)).body;
    const before = await t.snapshot();
    const refused = async (question: string, answer: string | string[] | undefined, message: string) => {
      const res = await save(ana.token, attempt._id, question, answer);
      expect(res, JSON.stringify(res.body)).toMatchObject({ status: 400, body: { message } });
    };
    await refused(q._id, rightOf(large)[0] ?? t.fx.evaluations.A.alternative, M.ANSWER_NOT_AN_ALTERNATIVE);
    await refused(q._id, [rightOf(q)[0]], M.ANSWER_WRONG_KIND);
    await refused(q._id, undefined, M.ANSWER_WRONG_KIND);
    await refused(short._id, 'x'.repeat(501), M.ANSWER_SHORT_TOO_LONG);
    await refused(large._id, 'x'.repeat(5001), M.ANSWER_LARGE_TOO_LONG);
    await refused(file._id, 'un texto', M.ANSWER_FILE_REQUIRED);
    await refused(t.fx.evaluations.A.question, t.fx.evaluations.A.alternative, M.ANSWER_QUESTION_NOT_IN_ATTEMPT);
    const missing = await t.callRaw(attempts.saveAnswer, { question_id: q._id, answer: rightOf(q)[0] }, ana.token);
    expect(missing).toMatchObject({ status: 400, body: { message: M.FIELD_REQUIRED } });
    expect(await t.snapshot()).toBe(before);
    expect((await save(ana.token, attempt._id, short._id, 'x'.repeat(500))).status).toBe(200);
    expect((await save(ana.token, attempt._id, large._id, 'x'.repeat(5000))).status).toBe(200);
  });
  // one_by_one and block_return, served one question at a time: one-by-one.test.ts
});

describe('submitAttempt', () => {
  it('submits once: a second submit answers it again, a later answer is refused, the evaluation is kept', async () => {
    const { evaluation, questions } = await fourUnique();
    const { attempt } = (await start(ana.token, evaluation)).body;
    const first = await submit(ana.token, attempt._id);
    expect(first.body.attempt).toMatchObject({ state: 'submitted', submitted_at: clock.now().toISOString(), grade: '0.00' });
    clock.advance(1);
    expect((await submit(ana.token, attempt._id)).body.attempt).toEqual(first.body.attempt);
    const before = await t.snapshot();
    const late = await save(ana.token, attempt._id, questions[0]._id, rightOf(questions[0])[0]);
    expect(late).toEqual({ status: 409, body: { code: 'CONFLICT', message: M.ATTEMPT_ALREADY_SUBMITTED } });
    const removal = await t.call(evaluations.deleteEvaluation, { evaluation_id: evaluation }, as.coordA);
    expect(removal).toEqual({ status: 409, body: { code: 'CONFLICT', message: M.EVALUATION_HAS_ATTEMPTS } });
    expect(await t.snapshot()).toBe(before);
  });

  it('keeps what a student took as it was: the evaluation (questions, points, rules) and an answered question', async () => {
    const { evaluation, questions } = await fourUnique();
    const { attempt } = (await start(ana.token, evaluation)).body;
    await save(ana.token, attempt._id, questions[0]._id, rightOf(questions[0])[0]);
    const before = await t.snapshot();
    const chosen = questions.map((q) => [q._id, 5] as [string, number]);
    const edit = await t.call(evaluations.updateEvaluationManual, { ...evaluationForm(t, chosen), evaluation_id: evaluation }, as.coordA);
    expect(edit).toEqual({ status: 409, body: { code: 'CONFLICT', message: M.EVALUATION_EDIT_HAS_ATTEMPTS } });
    const rewrite = (q: (typeof questions)[number]) =>
      t.callRaw(
        questionBank.updateQuestion,
        { question_id: q._id, title: 'Otra', question: '<p>Otra</p>', type: 'unique', nivel: 'easy', alternatives: q.alternatives },
        as.coordA,
      );
    expect(await rewrite(questions[0])).toEqual({ status: 409, body: { code: 'CONFLICT', message: M.QUESTION_HAS_ANSWERS } });
    expect(await t.snapshot()).toBe(before);
    // a question of the same evaluation nobody answered yet may still be corrected
    expect((await rewrite(questions[1])).status).toBe(200);
  });
});

describe('the question order', () => {
  const ten = () => Array.from({ length: 10 }, () => unique(2));

  it('random_by_student: one stable order per student, on every attempt; another student gets another', async () => {
    const { evaluation, questions } = await makeEvaluation(t, as.coordA, ten(), { attempts: 2, options: { random_by_student: true } });
    await publish(t, as.coordA, evaluation, clock);
    const first = (await start(ana.token, evaluation)).body;
    await submit(ana.token, first.attempt._id);
    const second = (await start(ana.token, evaluation)).body;
    const order = (v: typeof first) => v.questions.map((q) => q._id);
    expect(order(second)).toEqual(order(first));
    expect([...order(first)].sort()).toEqual(questions.map((q) => q._id).sort());
    const other = (await start(beto.token, evaluation)).body;
    expect(order(other)).not.toEqual(order(first));
  });

  it('random_order: shuffled afresh for each attempt, kept for that attempt', async () => {
    const { evaluation, questions } = await makeEvaluation(t, as.coordA, ten(), { attempts: 2, options: { random_order: true } });
    await publish(t, as.coordA, evaluation, clock);
    const first = (await start(ana.token, evaluation)).body;
    const order = (v: typeof first) => v.questions.map((q) => q._id);
    expect(order((await read(ana.token, first.attempt._id)).body)).toEqual(order(first));
    await submit(ana.token, first.attempt._id);
    const second = (await start(ana.token, evaluation)).body;
    expect(order(second)).not.toEqual(order(first));
    expect(order(first)).not.toEqual(questions.map((q) => q._id));
  });
});

describe('whose attempt', () => {
  it("answers another student's attempt 404 on every call, changing nothing", async () => {
    const { evaluation, questions } = await fourUnique();
    const { attempt } = (await start(ana.token, evaluation)).body;
    const before = await t.snapshot();
    expect((await read(beto.token, attempt._id)).status).toBe(404);
    expect((await save(beto.token, attempt._id, questions[0]._id, rightOf(questions[0])[0])).status).toBe(404);
    expect((await submit(beto.token, attempt._id)).status).toBe(404);
    expect(await t.snapshot()).toBe(before);
  });

  it("answers entity B's evaluation and attempt 403, staff 403, and no token 401", async () => {
    const { evaluation } = await fourUnique();
    const before = await t.snapshot();
    expect((await start(ana.token, t.fx.evaluations.B.evaluation)).status).toBe(403);
    expect((await read(ana.token, t.fx.evaluations.B.attempt)).status).toBe(403);
    expect((await submit(ana.token, t.fx.evaluations.B.attempt)).status).toBe(403);
    expect((await start(as.coordA, evaluation)).status).toBe(403);
    expect((await start('', evaluation)).status).toBe(401);
    expect((await t.call(attempts.getAttempt, { attempt_id: t.fx.evaluations.A.attempt }, null)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});
