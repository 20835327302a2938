// The evaluation panel (02 §2.15, §4-§5): createEvaluationManual, updateEvaluationManual, deleteEvaluation,
// getEvaluation and getEvaluations through HTTP, over the fixture bank module 'Álgebra'.
import { type EvaluationOutput, evaluations, M, questionBank, type QuestionOutput } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { bankOf, evaluationForm, makeQuestion } from './evaluations-test-kit.js';

const { t } = useTestApp();
let coordA: string;
let adminA: string;
let counterA: string;
let docenteA: string;
/** questions of the 'Álgebra' bank: easy, medium, hard, and another easy */
let q: QuestionOutput[];
/** a question of another module of the same programme */
let foreign: QuestionOutput;
beforeAll(async () => {
  [coordA, adminA, counterA, docenteA] = await Promise.all(
    (['coordA', 'adminA', 'counterA', 'docenteA'] as const).map((who) => t.signIn(t.fx.users[who].email)),
  );
  q = [];
  for (const [title, nivel] of [
    ['Fracciones', 'easy'],
    ['Potencias', 'medium'],
    ['Logaritmos', 'hard'],
    ['Raíces', 'easy'],
  ]) {
    q.push(await makeQuestion(t, coordA, { title, nivel }));
  }
  const [{ id: geometry }] = await t.db.query<{ id: string }>(
    `INSERT INTO courses (entity_id, parent_course_id, alias, name) VALUES ($1, $2, 'modulo', 'Geometría') RETURNING id`,
    [t.fx.entityA, A().bankProgramme],
  );
  foreign = await makeQuestion(t, coordA, { title: 'Triángulos', course_id: geometry });
});

const A = () => bankOf(t, 'A');
const B = () => bankOf(t, 'B');
const create = async (chosen: [string, number | string][], over: Record<string, unknown> = {}) => {
  const res = await t.call(evaluations.createEvaluationManual, evaluationForm(t, chosen, over), coordA);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.evaluation;
};
const shown = async (id: string, token: string | null = coordA) =>
  t.call(evaluations.getEvaluation, { evaluation_id: id }, token);
const listed = async (input: Record<string, unknown> = {}, token: string | null = coordA) =>
  t.call(
    evaluations.getEvaluations,
    { entity: t.fx.entityA, course_id: A().bankModule, filterBy: 'coordinador', ...input },
    token,
  );
const titlesOf = (res: { body: { evaluations: EvaluationOutput[] } }) => res.body.evaluations.map((e) => e.title);

describe('createEvaluationManual', () => {
  it('saves at exactly 20 points with decimals, computing the total and the counts per difficulty itself', async () => {
    const e = await create([
      [q[2]._id, '12.5'],
      [q[0]._id, 7.5],
    ]);
    expect(e).toMatchObject({
      entity_id: t.fx.entityA,
      main_course: A().bankProgramme,
      course_id: A().bankModule,
      title: 'Examen del bimestre',
      attempts: 2,
      duration_time: 90,
      points: 20,
      published: false,
      options: {
        random_order: true,
        show_max_quantity: false,
        show_next: false,
        block_return: false,
        one_by_one: true,
        random_by_student: false,
      },
      nivel: { easy: 1, medium: 0, hard: 1 },
      questions_count: 2,
    });
    const res = await shown(e._id);
    expect(res.status).toBe(200);
    expect(res.body.evaluation).toEqual(e);
    const questions = res.body.questions;
    expect(questions.map((x) => [x.title, x.points, x.index])).toEqual([
      ['Logaritmos', 12.5, 0],
      ['Fracciones', 7.5, 1],
    ]);
    expect(questions[0]).toMatchObject({
      type: 'unique',
      nivel: 'hard',
      alternatives: q[2].alternatives,
      question: q[2].question,
    });
    expect(titlesOf(await listed())[0]).toBe('Examen del bimestre');
  });

  it('places the questions by the index sent, and takes 20 points split among many (6.5 + 6.5 + 7)', async () => {
    const res = await t.call(
      evaluations.createEvaluationManual,
      {
        ...evaluationForm(t, []),
        title: 'Ordenada',
        arrayIds: JSON.stringify([
          { id: q[1]._id, index: 2, points: 7 },
          { id: q[3]._id, index: 0, points: 6.5 },
          { id: q[0]._id, index: 1, points: '6.5' },
        ]),
      },
      adminA,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const e = res.body.evaluation;
    expect(e).toMatchObject({ points: 20, nivel: { easy: 2, medium: 1, hard: 0 }, questions_count: 3 });
    const questions = (await shown(e._id)).body.questions;
    expect(questions.map((x) => [x.title, x.points, x.index])).toEqual([
      ['Raíces', 6.5, 0],
      ['Fracciones', 6.5, 1],
      ['Potencias', 7, 2],
    ]);
  });

  it('takes the longest duration (550) and the attempts at their bounds', async () => {
    for (const [attempts, duration_time] of [
      [1, 550],
      [5, 5],
    ]) {
      const e = await create([[q[0]._id, 20]], { title: `Límites ${attempts}`, attempts, duration_time });
      expect(e).toMatchObject({ attempts, duration_time });
    }
  });

  it.each([
    [
      'a total of 15',
      {
        chosen: [
          [0, 10],
          [1, 5],
        ],
      },
      'arrayIds',
      M.EVALUATION_TOTAL_BELOW,
    ],
    [
      'a total of 25',
      {
        chosen: [
          [0, 20],
          [1, 5],
        ],
      },
      'arrayIds',
      M.EVALUATION_TOTAL_ABOVE,
    ],
    [
      '19.99',
      {
        chosen: [
          [0, 12.5],
          [1, 7.49],
        ],
      },
      'arrayIds',
      M.EVALUATION_TOTAL_BELOW,
    ],
    [
      'a question over 20 points',
      {
        chosen: [
          [0, 21],
          [1, -1],
        ],
      },
      'arrayIds.0.points',
      M.QUESTION_POINTS_RANGE,
    ],
    [
      'a question below 0 points',
      {
        chosen: [
          [0, 21],
          [1, -1],
        ],
      },
      'arrayIds.1.points',
      M.QUESTION_POINTS_RANGE,
    ],
    ['no questions', { chosen: [] }, 'arrayIds', M.EVALUATION_NO_QUESTIONS],
    [
      'a question twice',
      {
        chosen: [
          [0, 10],
          [0, 10],
        ],
      },
      'arrayIds',
      M.QUESTION_REPEATED,
    ],
    ['a duration of 7 minutes', { duration_time: 7 }, 'duration_time', M.DURATION_RANGE],
    ['a duration of 555 minutes', { duration_time: 555 }, 'duration_time', M.DURATION_RANGE],
    ['a duration of 0', { duration_time: 0 }, 'duration_time', M.DURATION_RANGE],
    ['0 attempts', { attempts: 0 }, 'attempts', M.ATTEMPTS_RANGE],
    ['6 attempts', { attempts: 6 }, 'attempts', M.ATTEMPTS_RANGE],
    ['a blank title', { title: '  ' }, 'title', M.EVALUATION_FIELDS_REQUIRED],
    ['empty attempts', { attempts: '' }, 'attempts', M.EVALUATION_FIELDS_REQUIRED],
    ['no duration', { duration_time: undefined }, 'duration_time', M.EVALUATION_FIELDS_REQUIRED],
    [
      'a question of another module',
      {
        chosen: [
          [0, 10],
          ['foreign', 10],
        ],
      },
      'arrayIds',
      M.QUESTION_NOT_IN_MODULE,
    ],
    [
      "entity B's question",
      {
        chosen: [
          [0, 10],
          ['B', 10],
        ],
      },
      'arrayIds',
      M.QUESTION_NOT_IN_MODULE,
    ],
    [
      'another programme than the module’s',
      { main_course: 'fixture programme' },
      'main_course',
      M.EVALUATION_MODULE_NOT_IN_PROGRAMME,
    ],
    ['a programme as the module', { course_id: 'bank programme' }, 'course_id', M.FIELD_INVALID],
  ] as const)('refuses %s with its Spanish message and writes nothing', async (_label, over, field, message) => {
    const idOf = (k: number | string) =>
      k === 'foreign' ? foreign._id : k === 'B' ? B().question : q[k as number]._id;
    const { chosen, ...rest } = { chosen: [[0, 20]] as readonly (readonly [number | string, number])[], ...over };
    const refs: Record<string, unknown> = {};
    if ('main_course' in rest) refs.main_course = t.fx.programmes.A.course;
    if ('course_id' in rest) refs.course_id = A().bankProgramme;
    const input = evaluationForm(
      t,
      chosen.map(([k, p]) => [idOf(k), p] as [string, number]),
      { ...rest, ...refs },
    );
    const before = await t.snapshot();
    const res = await t.call(evaluations.createEvaluationManual, input, coordA);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.fields?.[field], JSON.stringify(res.body)).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });

  it("answers 404 for entity B's module or programme, 403 for entity B, the counter and the docente, 401 without token", async () => {
    const form = (over: Record<string, unknown> = {}) => evaluationForm(t, [[q[0]._id, 20]], over);
    const before = await t.snapshot();
    expect((await t.call(evaluations.createEvaluationManual, form({ course_id: B().bankModule }), coordA)).status).toBe(
      404,
    );
    expect(
      (await t.call(evaluations.createEvaluationManual, form({ main_course: B().bankProgramme }), coordA)).status,
    ).toBe(404);
    expect(
      (await t.call(evaluations.createEvaluationManual, evaluationForm(t, [[B().question, 20]], {}, 'B'), coordA))
        .status,
    ).toBe(403);
    for (const token of [counterA, docenteA]) {
      expect((await t.call(evaluations.createEvaluationManual, form(), token)).status).toBe(403);
    }
    expect((await t.call(evaluations.createEvaluationManual, form(), null)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('updateEvaluationManual', () => {
  it('replaces the settings and the question list; the programme and module stay whatever is sent', async () => {
    const e = await create(
      [
        [q[0]._id, 10],
        [q[1]._id, 10],
      ],
      { title: 'Para editar' },
    );
    const res = await t.call(
      evaluations.updateEvaluationManual,
      {
        ...evaluationForm(
          t,
          [
            [q[2]._id, 15],
            [q[3]._id, 5],
          ],
          {
            title: 'Editada',
            attempts: 5,
            duration_time: 120,
            options: { block_return: true },
            main_course: t.fx.programmes.A.course,
            course_id: t.fx.programmes.A.module,
          },
        ),
        evaluation_id: e._id,
      },
      coordA,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const u = res.body.evaluation;
    expect(u).toMatchObject({
      _id: e._id,
      main_course: A().bankProgramme,
      course_id: A().bankModule,
      title: 'Editada',
      attempts: 5,
      duration_time: 120,
      points: 20,
      nivel: { easy: 1, medium: 0, hard: 1 },
      questions_count: 2,
      created_at: e.created_at,
      options: { random_order: false, block_return: true, one_by_one: false },
    });
    const questions = (await shown(e._id)).body.questions;
    expect(questions.map((x) => [x.title, x.points])).toEqual([
      ['Logaritmos', 15],
      ['Raíces', 5],
    ]);
  });

  it("refuses a broken form, or questions outside the evaluation's own module, changing nothing", async () => {
    const e = await create([[q[0]._id, 20]], { title: 'Sin cambios' });
    const before = await t.snapshot();
    const update = (chosen: [string, number][], over: Record<string, unknown> = {}) =>
      t.call(evaluations.updateEvaluationManual, { ...evaluationForm(t, chosen, over), evaluation_id: e._id }, coordA);
    expect(
      (
        await update([
          [q[0]._id, 20],
          [q[1]._id, 5],
        ])
      ).body,
    ).toMatchObject({ message: M.EVALUATION_TOTAL_ABOVE });
    expect((await update([[q[0]._id, 15]])).body).toMatchObject({ message: M.EVALUATION_TOTAL_BELOW });
    expect((await update([[q[0]._id, 20]], { duration_time: 555 })).body).toMatchObject({ message: M.DURATION_RANGE });
    const outside = await update([[foreign._id, 20]], { course_id: foreign.course_id });
    expect(outside).toMatchObject({ status: 400, body: { fields: { arrayIds: M.QUESTION_NOT_IN_MODULE } } });
    expect(await t.snapshot()).toBe(before);
  });

  it("refuses entity B's evaluation (403), the counter (403) and no token (401), changing nothing", async () => {
    const form = (id: string) => ({ ...evaluationForm(t, [[q[0]._id, 20]]), evaluation_id: id });
    const before = await t.snapshot();
    expect((await t.call(evaluations.updateEvaluationManual, form(B().evaluation), coordA)).status).toBe(403);
    expect((await t.call(evaluations.updateEvaluationManual, form(A().evaluation), counterA)).status).toBe(403);
    expect((await t.call(evaluations.updateEvaluationManual, form(A().evaluation), null)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('deleteEvaluation', () => {
  it('removes the evaluation and its question list, never the questions, which may then leave the bank', async () => {
    const extra = await makeQuestion(t, coordA, { title: 'Sola en una evaluación' });
    const e = await create([[extra._id, 20]], { title: 'Para borrar' });
    expect((await t.call(questionBank.deleteQuestion, { question_id: extra._id }, coordA)).status).toBe(409);
    expect(
      await t.call(evaluations.deleteEvaluation, { evaluation_id: e._id, entity: t.fx.entityA }, coordA),
    ).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(titlesOf(await listed())).not.toContain('Para borrar');
    const [{ n }] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM evaluation_questions WHERE evaluation_id = $1',
      [e._id],
    );
    expect(n).toBe(0);
    expect((await t.call(questionBank.deleteQuestion, { question_id: extra._id }, coordA)).body).toEqual({ ok: true });
  });

  it("refuses entity B's evaluation, the counter and no token, deleting nothing", async () => {
    const before = await t.snapshot();
    expect((await t.call(evaluations.deleteEvaluation, { evaluation_id: B().evaluation }, coordA)).status).toBe(403);
    expect((await t.call(evaluations.deleteEvaluation, { evaluation_id: A().evaluation }, counterA)).status).toBe(403);
    expect((await t.call(evaluations.deleteEvaluation, { evaluation_id: A().evaluation }, null)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('getEvaluation', () => {
  it('answers the fixture evaluation with its question', async () => {
    const res = await shown(A().evaluation);
    expect(res.body.evaluation).toMatchObject({
      title: 'Práctica de álgebra',
      points: 20,
      attempts: 1,
      duration_time: 30,
      questions_count: 1,
    });
    expect(res.body.questions.map((x) => [x.title, x.points, x.index])).toEqual([
      ['Ecuación lineal', 20, 0],
    ]);
  });

  it("refuses entity B's evaluation, the counter and no token", async () => {
    expect((await shown(B().evaluation)).status).toBe(403);
    expect((await shown(A().evaluation, counterA)).status).toBe(403);
    expect((await t.call(evaluations.getEvaluation, { evaluation_id: A().evaluation }, null)).status).toBe(401);
  });
});

describe('getEvaluations', () => {
  it('lists the unpublished evaluations of the module newest first for the coordinator, and every one without the filter', async () => {
    const published = await create([[q[0]._id, 20]], { title: 'Publicada' });
    await t.db.query('UPDATE evaluations SET published = true WHERE id = $1', [published._id]);
    const coordinator = titlesOf(await listed());
    expect(coordinator).not.toContain('Publicada');
    expect(coordinator.at(-1)).toBe('Práctica de álgebra');
    const all = await listed({ filterBy: undefined });
    expect(titlesOf(all)[0]).toBe('Publicada');
    expect(all.body.pagination).toMatchObject({ total: coordinator.length + 1, actualPage: 1 });
    expect(titlesOf(await listed({ sort: 'createdAt' }))).toEqual([...coordinator].reverse());
  });

  it('searches by part of the title and pages', async () => {
    expect(titlesOf(await listed({ query: { field: 'title', search: 'ÁLGEBRA' } }))).toEqual(['Práctica de álgebra']);
    const first = await listed({ docs: 2 });
    expect(first.body.pagination).toMatchObject({ itemCount: 2, hasNextPage: true });
    const total = first.body.pagination.total;
    const all = [];
    for (let page = 1; page <= Math.ceil(total / 2); page++) all.push(...titlesOf(await listed({ docs: 2, page })));
    expect(all).toEqual(titlesOf(await listed()));
  });

  it("refuses entity B's module (404), entity B (403), the counter (403) and no token (401)", async () => {
    expect((await listed({ course_id: B().bankModule })).status).toBe(404);
    expect((await listed({ entity: t.fx.entityB, course_id: B().bankModule })).status).toBe(403);
    expect((await listed({}, counterA)).status).toBe(403);
    expect((await listed({}, null)).status).toBe(401);
  });
});
