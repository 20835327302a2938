// Publishing an evaluation and grading its attempts (04 §2.4, §4 'Grading'): the 20-point rule and the window at
// publication, the 'Publicadas' list with its results (best attempt per student), the automatic grades, and no answer
// telling a student which alternative is correct before the evaluation closes (decision 0036).
import { attempts, evaluations, M } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { exe, png } from '../../test/images.js';
import { filesOf } from '../../test/stored-files.js';
import {
  boolean,
  makeEvaluation,
  multiple,
  open,
  publish,
  rightOf,
  unique,
  wrongOf,
  useExamRoom,
} from './attempts-test-kit.js';

const { t, clock, as, ana, beto } = useExamRoom(['ana.notas@test.pe', 'beto.notas@test.pe']);

const bank = () => t.fx.evaluations.A;
const hour = 3600_000;
const iso = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
const publishRaw = (body: Record<string, unknown>, token = as.coordA) => t.callRaw(evaluations.publishEvaluation, body, token);
const published = async () =>
  (await t.call(evaluations.getPublishedEvaluations, { entity: t.fx.entityA, course_id: bank().bankModule, page: 1 }, as.coordA)).body.evaluations;
const unpublished = async () =>
  (await t.call(evaluations.getEvaluations, { entity: t.fx.entityA, course_id: bank().bankModule, page: 1, filterBy: 'coordinador' }, as.coordA)).body
    .evaluations;

describe('publishEvaluation', () => {
  it('publishes a 20-point evaluation with its window and practice; it leaves the unpublished list for Publicadas', async () => {
    const { evaluation } = await makeEvaluation(t, as.coordA, [unique(20)], { title: 'Examen final' });
    const [{ id: practice }] = await t.db.query<{ id: string }>(
      `INSERT INTO qualified_practices (entity_id, course_id, title, weight) VALUES ($1, $2, 'Examen', 2) RETURNING id`,
      [t.fx.entityA, bank().bankProgramme],
    );
    const res = await publishRaw({ evaluation_id: evaluation, opens_at: iso(hour), closes_at: iso(3 * hour), practice_id: practice });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.evaluation).toMatchObject({ published: true, opens_at: iso(hour), closes_at: iso(3 * hour), practice_id: practice });
    expect((await unpublished()).map((e) => e._id)).not.toContain(evaluation);
    const row = (await published()).find((e) => e._id === evaluation);
    expect(row).toMatchObject({
      title: 'Examen final',
      practice: { _id: practice, title: 'Examen' },
      results: { taken: 0, average: null, highest: null, lowest: null },
    });
  });

  it('refuses a closing before the opening, another programme\'s practice, and an evaluation not of 20 points', async () => {
    const { evaluation } = await makeEvaluation(t, as.coordA, [unique(10), unique(10)]);
    const before = await t.snapshot();
    const body = { evaluation_id: evaluation, opens_at: iso(2 * hour), closes_at: iso(hour) };
    expect(await publishRaw(body)).toMatchObject({ status: 400, body: { message: M.PUBLISH_CLOSES_BEFORE_OPENS, fields: { closes_at: M.PUBLISH_CLOSES_BEFORE_OPENS } } });
    expect(await publishRaw({ ...body, closes_at: 'mañana' })).toMatchObject({ status: 400, body: { message: M.FIELD_INVALID } });
    const other = { ...body, closes_at: iso(3 * hour), practice_id: t.fx.programmes.A.practice };
    expect(await publishRaw(other)).toMatchObject({ status: 400, body: { message: M.PUBLISH_PRACTICE_NOT_OF_PROGRAMME } });
    await t.db.query(`UPDATE evaluation_questions SET points = 9.5 WHERE evaluation_id = $1 AND position = 0`, [evaluation]);
    await t.db.query(`UPDATE evaluations SET points = 19.5 WHERE id = $1`, [evaluation]);
    const below = await t.snapshot();
    expect(await publishRaw({ ...body, closes_at: iso(3 * hour) })).toMatchObject({ status: 400, body: { message: M.EVALUATION_TOTAL_BELOW } });
    expect(await t.snapshot()).toBe(below);
    expect(before).not.toBe(below);
  });

  it('is the coordinator\'s and the admins\': the counter, a student and entity B\'s coordinator get 403', async () => {
    const { evaluation } = await makeEvaluation(t, as.coordA, [unique(20)]);
    const body = { evaluation_id: evaluation, opens_at: iso(hour), closes_at: iso(2 * hour) };
    const tokens = [];
    for (const who of [t.fx.users.counterA.email, t.fx.users.coordB.email]) tokens.push(await t.signIn(who));
    const before = await t.snapshot();
    for (const token of [...tokens, ana.token]) expect((await publishRaw(body, token)).status).toBe(403);
    expect((await publishRaw(body, '')).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
    expect((await publishRaw(body, await t.signIn(t.fx.users.adminA.email))).status).toBe(200);
  });

  it("offers the module schedule's dates as the form's defaults (getEvaluation)", async () => {
    const res = await t.call(evaluations.getEvaluation, { evaluation_id: bank().evaluation }, as.coordA);
    const [s] = await t.db.query<{ start: string; end: string }>(
      `SELECT start_date::text AS start, end_date::text AS end FROM scheduleds WHERE course_id = $1`,
      [bank().bankModule],
    );
    expect(res.body.publish_defaults).toEqual({
      opens_at: new Date(`${s.start}T00:00:00-05:00`).toISOString(),
      closes_at: new Date(`${s.end}T23:59:00-05:00`).toISOString(),
    });
  });
});

describe('grading', () => {
  it('grades unique, boolean and multiple (only the exact set), leaves open answers pending, the best attempt counting', async () => {
    const made = await makeEvaluation(t, as.coordA, [unique(4.5), boolean(3.25), multiple(6), multiple(2.25), open('short', 4)], {
      attempts: 2,
    });
    // the grade shown on submitting, as the coordinator may choose (the default of two attempts waits for the closing)
    await publish(t, as.coordA, made.evaluation, clock, { showGrade: 'on_submit' });
    const [u, b, m1, m2, s] = made.questions;
    const run = async (token: string, answers: [string, string | string[]][]) => {
      const { attempt } = (await t.call(attempts.startAttempt, { evaluation_id: made.evaluation }, token)).body;
      for (const [q, answer] of answers) {
        const res = await t.call(attempts.saveAnswer, { attempt_id: attempt._id, question_id: q, answer }, token);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
      return (await t.call(attempts.submitAttempt, { attempt_id: attempt._id }, token)).body;
    };
    const first = await run(ana.token, [
      [u._id, rightOf(u)[0]],
      [b._id, wrongOf(b)[0]],
      [m1._id, rightOf(m1)],
      [m2._id, [...rightOf(m2), wrongOf(m2)[0]]],
      [s._id, 'Es la suma de sus partes'],
    ]);
    expect(first.attempt).toMatchObject({ state: 'submitted', grade: '10.50', pending: 1 });
    const second = await run(ana.token, [
      [u._id, rightOf(u)[0]],
      [b._id, rightOf(b)[0]],
      [m1._id, rightOf(m1).slice(0, 1)],
    ]);
    expect(second.attempt).toMatchObject({ grade: '7.75', pending: 0 });
    await run(beto.token, [[m2._id, rightOf(m2)]]);

    const row = (await published()).find((e) => e._id === made.evaluation);
    expect(row?.results).toEqual({ taken: 2, average: '6.38', highest: '10.50', lowest: '2.25' });
  });

  it('never tells the student which alternative is correct, nor what an answer scored, until the evaluation closes', async () => {
    const made = await makeEvaluation(t, as.coordA, [unique(5), boolean(5), multiple(5), open('file', 5)]);
    const closes = new Date(clock.now().getTime() + 2 * hour);
    await publish(t, as.coordA, made.evaluation, clock, { closes });
    const [u, b, m, f] = made.questions;
    const bodies: unknown[] = [];
    const keep = <T extends { status: number; body: unknown }>(res: T) => {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      bodies.push(res.body);
      return res;
    };
    const { attempt } = keep(await t.call(attempts.startAttempt, { evaluation_id: made.evaluation }, ana.token)).body;
    keep(await t.call(attempts.saveAnswer, { attempt_id: attempt._id, question_id: u._id, answer: rightOf(u)[0] }, ana.token));
    keep(await t.call(attempts.saveAnswer, { attempt_id: attempt._id, question_id: b._id, answer: rightOf(b)[0] }, ana.token));
    keep(await t.call(attempts.saveAnswer, { attempt_id: attempt._id, question_id: m._id, answer: rightOf(m) }, ana.token));
    keep(await t.upload(attempts.saveAnswer, { attempt_id: attempt._id, question_id: f._id }, [{ field: 'file', name: 'hoja.png', bytes: await png() }], ana.token));
    keep(await t.call(attempts.getAttempt, { attempt_id: attempt._id }, ana.token));
    keep(await t.call(attempts.startAttempt, { evaluation_id: made.evaluation }, ana.token));
    const submitted = keep(await t.call(attempts.submitAttempt, { attempt_id: attempt._id }, ana.token)).body;
    keep(await t.call(attempts.getAttempt, { attempt_id: attempt._id }, ana.token));
    expect(submitted.attempt).toMatchObject({ grade: '15.00', pending: 1 });
    for (const body of bodies) {
      const text = JSON.stringify(body);
      expect(text).not.toMatch(/"correct"/);
      for (const answer of (body as { answers?: object[]; answer?: object }).answers ?? [(body as { answer: object }).answer]) {
        expect(answer).not.toHaveProperty('points');
      }
    }
    expect(submitted.answers.find((a) => a.question_id === f._id)?.file?.name).toBe('hoja.png');

    clock.set(new Date(closes.getTime() + 1000));
    const after = (await t.call(attempts.getAttempt, { attempt_id: attempt._id }, ana.token)).body;
    expect(after.evaluation.closed).toBe(true);
    const shown = after.questions.find((q) => q._id === m._id);
    expect(shown?.alternatives.filter((a) => a.correct).map((a) => a._id).sort()).toEqual(rightOf(m).sort());
    expect(after.answers.find((a) => a.question_id === u._id)?.points).toBe(5);
    expect(after.answers.find((a) => a.question_id === f._id)?.points).toBeNull();
    clock.set(new Date());
  });

  it('takes a file answer as pdf, docx or an image by its content, and refuses anything else', async () => {
    const made = await makeEvaluation(t, as.coordA, [open('file', 20)]);
    await publish(t, as.coordA, made.evaluation, clock);
    const { attempt } = (await t.call(attempts.startAttempt, { evaluation_id: made.evaluation }, beto.token)).body;
    const send = (name: string, bytes: Buffer) =>
      t.upload(attempts.saveAnswer, { attempt_id: attempt._id, question_id: made.questions[0]._id }, [{ field: 'file', name, bytes }], beto.token);
    const [before, files] = [await t.snapshot(), filesOf(t)];
    expect(await send('virus.pdf', exe())).toMatchObject({ status: 415, body: { message: M.ANSWER_FILE_TYPES } });
    expect(await t.snapshot()).toBe(before);
    expect(filesOf(t)).toEqual(files);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const first = await send('respuesta.pdf', pdf);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.answer).toMatchObject({ value: null, file: { name: 'respuesta.pdf' } });
    const second = await send('foto.png', await png());
    expect(second.body.answer?.file?.name).toBe('foto.png');
    const rows = await t.db.query<{ file_key: string }>('SELECT file_key FROM evaluation_answers WHERE attempt_id = $1', [attempt._id]);
    expect(rows).toHaveLength(1);
    // the replaced pdf is gone from storage, the png kept privately
    expect(filesOf(t).filter((f) => !files.includes(f))).toEqual([expect.stringContaining(rows[0].file_key)]);
    expect(rows[0].file_key).toMatch(/^private\//);
  });
});
