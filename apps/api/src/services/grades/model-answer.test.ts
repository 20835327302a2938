// An open question's 'Respuesta modelo / rúbrica' (issue 30 item 13, decision 0053): kept with the bank question, shown
// to the staff's bank and to the teacher in 'Por calificar', never in anything a student receives, before or after the
// evaluation closes. Closed types keep none.
import { attempts, evaluations, grades, LIMITS, M, questionBank } from '@edu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import { examRoom, makeEvaluation, type MovableClock, publish, rightOf, type Student } from '../attempts/attempts-test-kit.js';
import { makeQuestion, questionForm } from '../evaluations/evaluations-test-kit.js';

const RUBRIC = 'RUBRICA-SECRETA: menciona Lima y el año 1535';
const MODEL = 'MODELO-SECRETO: un párrafo sobre la fundación';

let t: TestApp;
let clock: MovableClock;
let coord: string;
let ana: Student;
let main: string;
let evaluation: string;
let questions: { _id: string; type: string; alternatives: { _id: string; correct: boolean }[] }[];
/** every body a student received, to search for the secret texts */
const seen: unknown[] = [];

beforeAll(async () => {
  const room = await examRoom(['modelo.ana@test.pe', 'modelo.beto@test.pe']);
  ({ t, clock, coord, ana } = room);
  [{ id: main }] = await t.db.query<{ id: string }>(`SELECT id FROM scheduleds WHERE name = 'Matemática 2026'`);
  await t.db.query('INSERT INTO scheduled_teachers (scheduled_id, user_id) VALUES ($1, $2)', [main, t.fx.users.docenteA.id]);
  await t.db.query('INSERT INTO scheduled_students (entity_id, scheduled_id, user_id) VALUES ($1, $2, $3)', [t.fx.entityA, main, ana.id]);
  const made = await makeEvaluation(
    t,
    coord,
    [
      { type: 'unique', points: 10 },
      { type: 'short', points: 5, alternatives: [], model_answer: RUBRIC },
      { type: 'large', points: 5, alternatives: [], model_answer: MODEL },
    ],
    { title: 'Con rúbrica', attempts: 1 },
  );
  evaluation = made.evaluation;
  questions = made.questions;
  await publish(t, coord, evaluation, clock, { showGrade: 'on_submit' });
});
afterAll(() => t.close());

const asStudent = async <T>(res: Promise<{ status: number; body: T }>) => {
  const done = await res;
  seen.push(done.body);
  return done;
};
const leaks = () => JSON.stringify(seen).match(/RUBRICA-SECRETA|MODELO-SECRETO/g) ?? [];

describe('the model answer in the bank', () => {
  it('is kept for an open question and answered to the staff; a closed type keeps none', async () => {
    expect(questions.find((q) => q.type === 'short')).toMatchObject({ model_answer: RUBRIC });
    const closed = await makeQuestion(t, coord, { title: 'Cerrada', model_answer: 'no aplica' });
    expect(closed.model_answer).toBe('');
    const bank = await t.call(evaluations.getEvaluation, { evaluation_id: evaluation }, coord);
    expect(JSON.stringify(bank.body)).toContain(RUBRIC);
  });

  it(`refuses one over ${LIMITS.modelAnswer} characters with the limit, writing nothing`, async () => {
    const before = await t.snapshot();
    const res = await t.callRaw(
      questionBank.createQuestion,
      questionForm(t, { type: 'large', alternatives: [], model_answer: 'x'.repeat(LIMITS.modelAnswer + 1) }),
      coord,
    );
    expect(res.status).toBe(400);
    expect(res.body.fields?.model_answer).toBe(M.tooLong(LIMITS.modelAnswer));
    expect(await t.snapshot()).toBe(before);
  });

  it("is not another entity's to change, nor anyone's without a token", async () => {
    const short = questions.find((q) => q.type === 'short') as { _id: string };
    const coordB = await t.signIn(t.fx.users.coordB.email);
    const before = await t.snapshot();
    const body = { ...questionForm(t, { type: 'short', alternatives: [], model_answer: 'otra' }), question_id: short._id };
    expect([403, 404]).toContain((await t.callRaw(questionBank.updateQuestion, body, coordB)).status);
    expect((await t.callRaw(questionBank.updateQuestion, body, null)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});

describe("the student never receives it; the teacher reads it in 'Por calificar'", () => {
  it('is in no answer a student gets while taking and after submitting', async () => {
    const started = await asStudent(t.call(attempts.startAttempt, { evaluation_id: evaluation }, ana.token));
    expect(started.status).toBe(200);
    const attempt = started.body.attempt._id;
    const [unique, short, large] = questions;
    await asStudent(t.call(attempts.saveAnswer, { attempt_id: attempt, question_id: unique._id, answer: rightOf(unique)[0] }, ana.token));
    await asStudent(t.call(attempts.saveAnswer, { attempt_id: attempt, question_id: short._id, answer: 'Lima' }, ana.token));
    await asStudent(t.call(attempts.saveAnswer, { attempt_id: attempt, question_id: large._id, answer: 'En 1535' }, ana.token));
    await asStudent(t.call(attempts.getAttempt, { attempt_id: attempt }, ana.token));
    await asStudent(t.call(attempts.submitAttempt, { attempt_id: attempt }, ana.token));
    await asStudent(t.call(attempts.getAttempt, { attempt_id: attempt }, ana.token));
    await asStudent(t.call(attempts.getMyEvaluation, { evaluation_id: evaluation }, ana.token));
    await asStudent(t.call(grades.getMyGrades, { scheduled_id: main }, ana.token));
    expect(seen.length).toBe(9);
    expect(leaks()).toEqual([]);
  });

  it('is shown to the teacher beside each open answer', async () => {
    const teacher = await t.signIn(t.fx.users.docenteA.email);
    const res = await t.call(grades.getPendingAnswers, { scheduled_id: main, page: 1 }, teacher);
    expect(res.status).toBe(200);
    const byType = Object.fromEntries(res.body.answers.map((a) => [a.question.type, a.question.model_answer]));
    expect(byType).toEqual({ short: RUBRIC, large: MODEL });
  });

  it('is in nothing the student gets once the evaluation has closed and been graded', async () => {
    const teacher = await t.signIn(t.fx.users.docenteA.email);
    const pending = await t.call(grades.getPendingAnswers, { scheduled_id: main, page: 1 }, teacher);
    for (const a of pending.body.answers) {
      expect((await t.call(grades.gradeAnswer, { answer_id: a._id, points: '4', comment: 'Bien' }, teacher)).status).toBe(200);
    }
    clock.advance(8 * 24 * 60);
    const [{ id: attempt }] = await t.db.query<{ id: string }>('SELECT id FROM evaluation_attempts WHERE user_id = $1', [ana.id]);
    const after = await asStudent(t.call(attempts.getAttempt, { attempt_id: attempt }, ana.token));
    expect(after.status).toBe(200);
    // closed: the right alternatives are shown now, the model answer still is not
    expect(JSON.stringify(after.body)).toContain('"correct":true');
    await asStudent(t.call(attempts.getMyEvaluation, { evaluation_id: evaluation }, ana.token));
    await asStudent(t.call(grades.getMyGrades, { scheduled_id: main }, ana.token));
    expect(leaks()).toEqual([]);
  });
});
