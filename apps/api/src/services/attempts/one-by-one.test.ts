// one_by_one served by the server (decision 0048): startAttempt and getAttempt send only the question the student is
// on, goToQuestion moves on, saveAnswer refuses a question not reached yet, and block_return refuses going back.
import { attempts, M } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import {
  makeEvaluation,
  publish,
  rightOf,
  unique,
  wrongOf,
  useExamRoom,
} from './attempts-test-kit.js';

const { t, clock, as, ana, beto } = useExamRoom(['ana.una.a.una@test.pe', 'beto.una.a.una@test.pe']);

const start = (token: string, evaluation: string) =>
  t.call(attempts.startAttempt, { evaluation_id: evaluation }, token);
const save = (token: string, attempt: string, question: string, answer: string) =>
  t.call(attempts.saveAnswer, { attempt_id: attempt, question_id: question, answer }, token);
const go = (token: string, attempt: string, index: number) =>
  t.call(attempts.goToQuestion, { attempt_id: attempt, index }, token);
const read = (token: string, attempt: string) => t.call(attempts.getAttempt, { attempt_id: attempt }, token);

/** A published evaluation of four unique questions of 5 points with these options. */
async function fourUnique(options: Record<string, boolean>) {
  const made = await makeEvaluation(t, as.coordA, [unique(5), unique(5), unique(5), unique(5)], { options });
  await publish(t, as.coordA, made.evaluation, clock);
  return made;
}

describe('one_by_one', () => {
  it('startAttempt and getAttempt send only the question the student is on, with its place and the total', async () => {
    const { evaluation, questions } = await fourUnique({ one_by_one: true, show_next: true });
    const first = await start(ana.token, evaluation);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.questions.map((q) => q._id)).toEqual([questions[0]._id]);
    expect(first.body.page).toEqual({ index: 0, total: 4, answered: 0 });
    const text = JSON.stringify(first.body);
    for (const later of questions.slice(1)) expect(text).not.toContain(later._id);
    const { attempt } = first.body;
    expect((await save(ana.token, attempt._id, questions[0]._id, rightOf(questions[0])[0])).status).toBe(200);
    const moved = await go(ana.token, attempt._id, 1);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.questions.map((q) => q._id)).toEqual([questions[1]._id]);
    expect(moved.body.page).toEqual({ index: 1, total: 4, answered: 1 });
    expect(moved.body.attempt.position).toBe(1);
    // a reload (or another phone) lands on the same question, still one
    const again = (await read(ana.token, attempt._id)).body;
    expect(again.questions.map((q) => q._id)).toEqual([questions[1]._id]);
    expect((await start(ana.token, evaluation)).body.questions.map((q) => q._id)).toEqual([questions[1]._id]);
  });

  it('refuses an answer to a question not reached yet, changing nothing; moving on reaches it', async () => {
    const { evaluation, questions } = await fourUnique({ one_by_one: true });
    const { attempt } = (await start(ana.token, evaluation)).body;
    const before = await t.snapshot();
    const ahead = await save(ana.token, attempt._id, questions[2]._id, rightOf(questions[2])[0]);
    expect(ahead).toEqual({ status: 409, body: { code: 'CONFLICT', message: M.ATTEMPT_NOT_REACHED } });
    expect(await t.snapshot()).toBe(before);
    // without block_return the numbered pages go anywhere, and back
    expect((await go(ana.token, attempt._id, 2)).body.questions.map((q) => q._id)).toEqual([questions[2]._id]);
    expect((await save(ana.token, attempt._id, questions[2]._id, rightOf(questions[2])[0])).status).toBe(200);
    const back = await go(ana.token, attempt._id, 0);
    expect(back.body.questions.map((q) => q._id)).toEqual([questions[0]._id]);
    expect(back.body.attempt.position).toBe(2);
    expect((await save(ana.token, attempt._id, questions[0]._id, wrongOf(questions[0])[0])).status).toBe(200);
    expect((await save(ana.token, attempt._id, questions[1]._id, wrongOf(questions[1])[0])).status).toBe(200);
    expect((await go(ana.token, attempt._id, 4)).status).toBe(400);
  });

  it('block_return: only on to the next question, never back, and no answer to an earlier one', async () => {
    const { evaluation, questions } = await fourUnique({ one_by_one: true, block_return: true });
    const { attempt } = (await start(beto.token, evaluation)).body;
    expect((await save(beto.token, attempt._id, questions[0]._id, rightOf(questions[0])[0])).status).toBe(200);
    const before = await t.snapshot();
    expect(await go(beto.token, attempt._id, 2)).toEqual({
      status: 409,
      body: { code: 'CONFLICT', message: M.ATTEMPT_ONE_AT_A_TIME },
    });
    expect(await t.snapshot()).toBe(before);
    expect((await go(beto.token, attempt._id, 1)).body.questions.map((q) => q._id)).toEqual([questions[1]._id]);
    const after = await t.snapshot();
    expect(await go(beto.token, attempt._id, 0)).toEqual({
      status: 409,
      body: { code: 'CONFLICT', message: M.ATTEMPT_NO_RETURN },
    });
    const earlier = await save(beto.token, attempt._id, questions[0]._id, wrongOf(questions[0])[0]);
    expect(earlier).toEqual({ status: 409, body: { code: 'CONFLICT', message: M.ATTEMPT_NO_RETURN } });
    expect(await t.snapshot()).toBe(after);
    // the current question may be answered again, and read again
    expect((await save(beto.token, attempt._id, questions[1]._id, wrongOf(questions[1])[0])).status).toBe(200);
    expect((await save(beto.token, attempt._id, questions[1]._id, rightOf(questions[1])[0])).status).toBe(200);
    expect((await go(beto.token, attempt._id, 1)).status).toBe(200);
    expect((await read(beto.token, attempt._id)).body.attempt.position).toBe(1);
  });

  it('once submitted, shows only the questions reached until the evaluation closes, then all of them', async () => {
    const made = await makeEvaluation(t, as.coordA, [unique(5), unique(5), unique(5), unique(5)], {
      attempts: 2,
      options: { one_by_one: true, block_return: true },
    });
    const closes = new Date(clock.now().getTime() + 86400_000);
    await publish(t, as.coordA, made.evaluation, clock, { closes });
    const { attempt } = (await start(ana.token, made.evaluation)).body;
    await go(ana.token, attempt._id, 1);
    const submitted = (await t.call(attempts.submitAttempt, { attempt_id: attempt._id }, ana.token)).body;
    expect(submitted.questions.map((q) => q._id)).toEqual(made.questions.slice(0, 2).map((q) => q._id));
    expect(submitted.page).toBeNull();
    expect((await go(ana.token, attempt._id, 2)).body).toEqual({
      code: 'CONFLICT',
      message: M.ATTEMPT_ALREADY_SUBMITTED,
    });
    clock.set(new Date(closes.getTime() + 1000));
    expect((await read(ana.token, attempt._id)).body.questions).toHaveLength(4);
    clock.set(new Date());
  });

  it('is refused where every question is on one page, and after the time is over', async () => {
    const all = await fourUnique({});
    const { attempt } = (await start(ana.token, all.evaluation)).body;
    expect(await go(ana.token, attempt._id, 1)).toEqual({
      status: 409,
      body: { code: 'CONFLICT', message: M.ATTEMPT_ALL_ON_ONE_PAGE },
    });
    const paged = await fourUnique({ one_by_one: true });
    const running = (await start(beto.token, paged.evaluation)).body.attempt;
    clock.advance(31);
    expect(await go(beto.token, running._id, 1)).toEqual({
      status: 409,
      body: { code: 'CONFLICT', message: M.ATTEMPT_TIME_OVER },
    });
    clock.set(new Date());
  });

  it("is the caller's own attempt: another student 404, another entity 403, nothing changed", async () => {
    const { evaluation } = await fourUnique({ one_by_one: true });
    const { attempt } = (await start(ana.token, evaluation)).body;
    const before = await t.snapshot();
    expect((await go(beto.token, attempt._id, 1)).status).toBe(404);
    expect((await go(ana.token, t.fx.evaluations.B.attempt, 1)).status).toBe(403);
    expect((await go(as.coordA, attempt._id, 1)).status).toBe(403);
    expect(await t.snapshot()).toBe(before);
  });
});
