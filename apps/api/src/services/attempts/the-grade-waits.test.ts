// What an open evaluation shows (spec 04 §3: 'A student's answers never carry which alternative is correct … until the
// evaluation closes'; decision 0048). An evaluation that shows its grade on closing — the default with more than one
// attempt — sends no grade, points, 'graded' state or best attempt to its student until it closes: the grade of a
// question of two alternatives would tell the right one for the next attempt. Staff see everything as before.
import { ALL_FNAMES, attempts, evaluations, type FnameDef, grades, myCourses } from '@edu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyOf, SAMPLES, idsOf } from '../../test/samples.js';
import { type GradesRoom, gradesRoom } from '../grades/grades-test-kit.js';
import {
  boolean,
  makeEvaluation,
  multiple,
  newStudent,
  publish,
  rightOf,
  unique,
  wrongOf,
} from './attempts-test-kit.js';

let r: GradesRoom;
beforeAll(async () => {
  r = await gradesRoom('espera.nota');
});
afterAll(() => r.t.close());

const day = 86400_000;
const call = <F extends FnameDef>(def: F, input: Record<string, unknown>, token: string) =>
  r.t.callRaw(def, input, token);

/** The finding's evaluation: one question of two alternatives, 20 points, two attempts, counting for PC1. */
async function twoAlternatives(closes: Date, showGrade?: 'on_submit' | 'on_close') {
  const made = await makeEvaluation(r.t, r.coord, [boolean(20)], { attempts: 2, title: 'Verdadero o falso' });
  await publish(r.t, r.coord, made.evaluation, r.clock, { closes, showGrade });
  const practice = await r.t.call(
    evaluations.publishEvaluation,
    {
      evaluation_id: made.evaluation,
      opens_at: new Date(r.clock.now().getTime() - 3600_000).toISOString(),
      closes_at: closes.toISOString(),
      practice_id: r.practices.pc1,
    },
    r.coord,
  );
  expect(practice.status, JSON.stringify(practice.body)).toBe(200);
  return made;
}

async function startOf(evaluation: string, token: string) {
  const started = await r.t.call(attempts.startAttempt, { evaluation_id: evaluation }, token);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body.attempt._id;
}

describe('the grade of an evaluation that shows it on closing', () => {
  it('the finding: attempt 1 answered wrong tells nothing while open; after closing, the grade and the review are there', async () => {
    const closes = new Date(r.clock.now().getTime() + 2 * day);
    const made = await twoAlternatives(closes);
    const [q] = made.questions;
    const ana = r.ana.token;
    const first = await startOf(made.evaluation, ana);
    expect(
      (await r.t.call(attempts.saveAnswer, { attempt_id: first, question_id: q._id, answer: wrongOf(q)[0] }, ana))
        .status,
    ).toBe(200);
    const submitted = await r.t.call(attempts.submitAttempt, { attempt_id: first }, ana);
    expect(submitted.status).toBe(200);
    // before: {"attempt":{"state":"submitted","grade":"0.00",…}} and getMyEvaluation {"state":"graded","best_grade":"0.00"}
    expect(submitted.body.attempt).toMatchObject({ state: 'submitted', grade: null, pending: 0 });
    expect(submitted.body.evaluation).toMatchObject({ show_grade: 'on_close', grade_hidden: true, closed: false });
    expect(JSON.stringify(submitted.body)).not.toMatch(/"correct"|"points":0[,}]/);
    const mine = (await r.t.call(attempts.getMyEvaluation, { evaluation_id: made.evaluation }, ana)).body.evaluation;
    expect(mine).toMatchObject({
      state: 'submitted',
      best_grade: null,
      best_attempt_id: null,
      grade_hidden: true,
      attempt_id: first,
    });
    const myGrades = (await r.t.call(grades.getMyGrades, { scheduled_id: r.main }, ana)).body;
    const pc1 = myGrades.practices.findIndex((p) => p._id === r.practices.pc1);
    expect(myGrades.grades[pc1]).toMatchObject({ grade: null, evaluation: null, pending: 0 });
    expect(myGrades.practices[pc1].evaluations).toContainEqual({
      _id: made.evaluation,
      title: 'Verdadero o falso',
      hidden_until: closes.toISOString(),
    });
    // staff see the grade as before
    const book = (await r.t.call(grades.getGradebook, { scheduled_id: r.main, page: 1 }, r.teacher)).body;
    const anaRow = book.students.find((row) => row.student._id === r.ana.id);
    expect(anaRow?.grades[pc1]).toMatchObject({ grade: '0.00', evaluation: '0.00' });

    // attempt 2 with the other alternative: still nothing
    const second = await startOf(made.evaluation, ana);
    expect(
      (await r.t.call(attempts.saveAnswer, { attempt_id: second, question_id: q._id, answer: rightOf(q)[0] }, ana))
        .status,
    ).toBe(200);
    expect((await r.t.call(attempts.submitAttempt, { attempt_id: second }, ana)).body.attempt.grade).toBeNull();
    expect(
      (await r.t.call(attempts.getMyEvaluation, { evaluation_id: made.evaluation }, ana)).body.evaluation,
    ).toMatchObject({
      best_grade: null,
      best_attempt_id: null,
      state: 'submitted',
    });

    r.clock.set(new Date(closes.getTime() + 1000));
    const after = (await r.t.call(attempts.getMyEvaluation, { evaluation_id: made.evaluation }, ana)).body
      .evaluation;
    expect(after).toMatchObject({ state: 'graded', best_grade: '20.00', best_attempt_id: second, grade_hidden: false });
    const review = (await r.t.call(attempts.getAttempt, { attempt_id: first }, ana)).body;
    expect(review.attempt.grade).toBe('0.00');
    expect(review.questions[0].alternatives.find((a) => a.correct)?._id).toBe(rightOf(q)[0]);
    expect(review.answers[0]).toMatchObject({ value: wrongOf(q)[0], points: 0 });
    const gradesAfter = (await r.t.call(grades.getMyGrades, { scheduled_id: r.main }, ana)).body;
    expect(gradesAfter.grades[pc1]).toMatchObject({ grade: '20.00', evaluation: '20.00' });
    r.clock.set(new Date());
  });

  it('is the default with more than one attempt; one attempt shows it on submitting; the coordinator chooses', async () => {
    const closes = new Date(r.clock.now().getTime() + day);
    const one = await makeEvaluation(r.t, r.coord, [unique(20)], { attempts: 1 });
    expect((await publish(r.t, r.coord, one.evaluation, r.clock, { closes })).show_grade).toBe('on_submit');
    const two = await makeEvaluation(r.t, r.coord, [unique(20)], { attempts: 2 });
    expect((await publish(r.t, r.coord, two.evaluation, r.clock, { closes })).show_grade).toBe('on_close');
    expect((await publish(r.t, r.coord, two.evaluation, r.clock, { closes, showGrade: 'on_submit' })).show_grade).toBe(
      'on_submit',
    );
    // publishing again without it (new dates) keeps the choice
    expect(
      (await publish(r.t, r.coord, two.evaluation, r.clock, { closes: new Date(closes.getTime() + day) })).show_grade,
    ).toBe('on_submit');
    expect((await publish(r.t, r.coord, one.evaluation, r.clock, { closes, showGrade: 'on_close' })).show_grade).toBe(
      'on_close',
    );
    const bad = await r.t.callRaw(
      evaluations.publishEvaluation,
      {
        evaluation_id: one.evaluation,
        opens_at: new Date().toISOString(),
        closes_at: closes.toISOString(),
        show_grade: 'nunca',
      },
      r.coord,
    );
    expect(bad.status).toBe(400);
    // shown on submitting, as chosen: the grade at once
    const { attempt } = (await r.t.call(attempts.startAttempt, { evaluation_id: two.evaluation }, r.beto.token))
      .body;
    const [q] = two.questions;
    await r.t.call(
      attempts.saveAnswer,
      { attempt_id: attempt._id, question_id: q._id, answer: rightOf(q)[0] },
      r.beto.token,
    );
    const done = (await r.t.call(attempts.submitAttempt, { attempt_id: attempt._id }, r.beto.token)).body;
    expect(done.attempt.grade).toBe('20.00');
    expect(done.evaluation).toMatchObject({ show_grade: 'on_submit', grade_hidden: false });
  });
});

// ── The spec's rule held by a search: every answer the student gets while the evaluation is open ──

/** Who may call a fname as a student: public, self, or a role list naming estudiante. */
const studentCallable = ALL_FNAMES.filter((d) => {
  const a = d.access;
  return (
    a.kind === 'public' ||
    a.kind === 'self' ||
    (a.kind === 'entity' && (a.roles as readonly string[]).includes('estudiante'))
  );
});

/** Keys that carry a grade or its news; any non-null value under them is a leak. */
const GRADE_KEYS = new Set([
  'grade',
  'best_grade',
  'final',
  'passed',
  'best_attempt_id',
  'average',
  'highest',
  'lowest',
  'evaluation_grade',
]);

/** Every place in `body` that tells the grade or the right alternative. */
function leaksIn(body: unknown, grade: { text: string; value: number }, path = '$'): string[] {
  if (body === null || body === undefined) return [];
  if (typeof body === 'string') return body === grade.text || body.includes(`${grade.text} de 20`) ? [path] : [];
  if (typeof body === 'number') return body === grade.value ? [path] : [];
  if (typeof body !== 'object') return [];
  if (Array.isArray(body)) return body.flatMap((v, i) => leaksIn(v, grade, `${path}[${i}]`));
  const o = body as Record<string, unknown>;
  const found: string[] = [];
  for (const [k, v] of Object.entries(o)) {
    const at = `${path}.${k}`;
    if (k === 'correct') found.push(at);
    else if (GRADE_KEYS.has(k) && v !== null) found.push(at);
    else if (k === 'evaluation' && typeof v === 'string')
      found.push(at); // a grade cell's evaluation grade
    else if ((k === 'points' || k === 'comment') && 'question_id' in o)
      found.push(at); // an answer's points
    else if (k === 'state' && v === 'graded') found.push(at);
    else found.push(...leaksIn(v, grade, at));
  }
  return found;
}

describe('every answer to the student while the evaluation is open', () => {
  it('carries no grade, points, graded state or right alternative (searched deep), for every fname a student may call', async () => {
    const closes = new Date(r.clock.now().getTime() + 3 * day);
    // 6.25 + 5.5 right and 8.25 wrong is 11.75, a value found nowhere else (no question is worth it)
    const made = await makeEvaluation(r.t, r.coord, [unique(6.25), boolean(5.5), multiple(8.25)], {
      attempts: 2,
      title: 'Búsqueda de notas',
    });
    await r.t.call(
      evaluations.publishEvaluation,
      {
        evaluation_id: made.evaluation,
        opens_at: new Date(r.clock.now().getTime() - 3600_000).toISOString(),
        closes_at: closes.toISOString(),
        practice_id: r.practices.pc2,
      },
      r.coord,
    );
    const [u, b, m] = made.questions;
    // a student of her own, so that no other evaluation's grade (shown as its rule allows) is in her answers
    const carla = await newStudent(r.t, 'carla.busqueda@test.pe', r.main);
    await r.t.db.query('INSERT INTO scheduled_students (entity_id, scheduled_id, user_id) VALUES ($1, $2, $3)', [
      r.t.fx.entityA,
      r.main,
      carla.id,
    ]);
    const token = carla.token;
    const answers: { fname: string; body: unknown }[] = [];
    const called = new Set<string>();
    const keep = async <F extends FnameDef>(def: F, input: Record<string, unknown>) => {
      const res = await call(def, input, token);
      called.add(keyOf(def));
      answers.push({ fname: keyOf(def), body: res.body });
      return res;
    };
    const evaluationId = { evaluation_id: made.evaluation };
    const started = (await keep(attempts.startAttempt, evaluationId)).body as { attempt: { _id: string } };
    const attemptId = { attempt_id: started.attempt._id };
    await keep(attempts.saveAnswer, { ...attemptId, question_id: u._id, answer: rightOf(u)[0] });
    await keep(attempts.saveAnswer, { ...attemptId, question_id: b._id, answer: rightOf(b)[0] });
    await keep(attempts.saveAnswer, { ...attemptId, question_id: m._id, answer: wrongOf(m) });
    await keep(attempts.getAttempt, attemptId);
    await keep(attempts.goToQuestion, { ...attemptId, index: 1 });
    await keep(attempts.submitAttempt, attemptId);
    await keep(attempts.submitAttempt, attemptId);
    await keep(attempts.getAttempt, attemptId);
    await keep(attempts.startAttempt, evaluationId); // the second attempt, after the first one's grade would show
    await keep(attempts.getMyEvaluation, evaluationId);
    await keep(myCourses.getMyCourse, { scheduled_id: r.main });
    await keep(myCourses.getMyCourse, { scheduled_id: r.moduleSchedule });
    await keep(myCourses.getMyCourses, { entity_id: r.t.fx.entityA });
    await keep(grades.getMyGrades, { scheduled_id: r.main });
    // the rest of what a student may call, with the samples' bodies; logout last, as it ends the session
    const ids = { ...idsOf(r.t.fx, 'A'), scheduled: r.main };
    const rest = studentCallable.filter((d) => !called.has(keyOf(d)));
    for (const def of [...rest.filter((d) => d.name !== 'logout'), ...rest.filter((d) => d.name === 'logout')]) {
      await keep(def, SAMPLES[keyOf(def)](ids));
    }

    expect(studentCallable.filter((d) => !called.has(keyOf(d))).map(keyOf)).toEqual([]);
    const staff = (await r.t.call(grades.getGradebook, { scheduled_id: r.main, page: 1 }, r.teacher)).body;
    const pc2 = staff.practices.findIndex((p) => p._id === r.practices.pc2);
    expect(staff.students.find((row) => row.student._id === carla.id)?.grades[pc2].evaluation).toBe('11.75');
    const leaks = answers.flatMap(({ fname, body }) =>
      leaksIn(body, { text: '11.75', value: 11.75 }).map((at) => `${fname} ${at}`),
    );
    expect(leaks).toEqual([]);
  });
});
