// The question form (02 §3-§5): createQuestion, updateQuestion and deleteQuestion through HTTP, as the bank page calls them.
import { courses, M, questionBank } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { bankOf, makeQuestion, questionForm } from '../evaluations/evaluations-test-kit.js';

const { t } = useTestApp();
let adminA: string;
let adminB2bA: string;
let coordA: string;
let counterA: string;
let docenteA: string;
beforeAll(async () => {
  [adminA, adminB2bA, coordA, counterA, docenteA] = await Promise.all(
    (['adminA', 'adminB2bA', 'coordA', 'counterA', 'docenteA'] as const).map((who) => t.signIn(t.fx.users[who].email)),
  );
});

const A = () => bankOf(t, 'A');
const B = () => bankOf(t, 'B');
const bankTitles = async () => {
  const res = await t.call(questionBank.getQuestionBank, { entity: t.fx.entityA, course_id: A().bankModule }, coordA);
  return res.body.questions.map((q) => q.title);
};
const storedRow = async (id: string) =>
  (
    await t.db.query<{ question: string; keywords: string }>('SELECT question, keywords FROM questions WHERE id = $1', [
      id,
    ])
  )[0];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('createQuestion', () => {
  it("adds a question to the module's bank with the module's name as keywords and an id for each alternative", async () => {
    const res = await t.call(questionBank.createQuestion, questionForm(t), coordA);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const q = res.body.question;
    expect(q).toMatchObject({
      entity_id: t.fx.entityA,
      course_id: A().bankModule,
      title: 'Capital del Perú',
      question: '<p>¿Cuál es la capital del <strong>Perú</strong>?</p>',
      type: 'unique',
      nivel: 'easy',
      keywords: 'Álgebra',
      questionbank: true,
      alternatives: [
        { value: 'Lima', correct: true },
        { value: 'Cusco', correct: false },
        { value: 'Arequipa', correct: false },
      ],
    });
    expect(q.alternatives.every((a) => UUID.test(a._id))).toBe(true);
    expect(new Set(q.alternatives.map((a) => a._id)).size).toBe(3);
    expect((await bankTitles())[0]).toBe('Capital del Perú');
  });

  it('takes every type; boolean keeps Verdadero/Falso and the open types get their fixed placeholder, whatever is sent', async () => {
    const made = {
      multiple: await makeQuestion(t, adminA, {
        type: 'multiple',
        nivel: 'medium',
        alternatives: [
          { value: 'Quechua', correct: true },
          { value: 'Aimara', correct: true },
          { value: 'Latín', correct: false },
        ],
      }),
      boolean: await makeQuestion(t, adminB2bA, {
        type: 'boolean',
        nivel: 'hard',
        alternatives: [
          { value: M.BOOLEAN_TRUE, correct: false },
          { value: M.BOOLEAN_FALSE, correct: true },
        ],
      }),
      short: await makeQuestion(t, coordA, {
        type: 'short',
        alternatives: [{ value: 'cualquier cosa', correct: false }],
      }),
      large: await makeQuestion(t, coordA, { type: 'large', alternatives: [] }),
      file: await makeQuestion(t, coordA, { type: 'file' }),
    };
    expect(made.multiple.alternatives.filter((a) => a.correct).map((a) => a.value)).toEqual(['Quechua', 'Aimara']);
    expect(made.boolean.alternatives.map((a) => [a.value, a.correct])).toEqual([
      [M.BOOLEAN_TRUE, false],
      [M.BOOLEAN_FALSE, true],
    ]);
    for (const type of ['short', 'large', 'file'] as const) {
      expect(made[type].alternatives.map((a) => [a.value, a.correct])).toEqual([[M.OPEN_ALTERNATIVE[type], true]]);
    }
  });

  it('stores and answers the statement without scripts, event handlers or javascript: links, keeping the formatting', async () => {
    const question =
      '<p onclick="alert(1)">Lea <em>con atención</em><script>alert(document.cookie)</script><img src=x onerror=alert(1)></p>' +
      '<p><a href="javascript:alert(1)">trampa</a> y <a href="https://www.gob.pe/minedu">MINEDU</a></p><iframe src="https://x.pe"></iframe>';
    const q = await makeQuestion(t, coordA, { title: 'Con HTML hostil', question });
    const clean =
      '<p>Lea <em>con atención</em></p><p><a rel="noopener noreferrer" target="_blank">trampa</a> y ' +
      '<a href="https://www.gob.pe/minedu" rel="noopener noreferrer" target="_blank">MINEDU</a></p>';
    expect(q.question).toBe(clean);
    expect((await storedRow(q._id)).question).toBe(clean);
    const listed = await t.call(
      questionBank.getQuestions,
      { entity: t.fx.entityA, course_id: A().bankModule, filter_by_name: 'hostil' },
      coordA,
    );
    expect(listed.body.questions.map((x) => x.question)).toEqual([clean]);
  });

  it.each([
    ['a blank title', { title: '   ' }, 'title', M.FIELD_REQUIRED],
    ['a blank statement', { question: '  ' }, 'question', M.QUESTION_STATEMENT_REQUIRED],
    [
      'a statement with nothing readable once cleaned',
      { question: '<p><script>alert(1)</script><img src=x></p>' },
      'question',
      M.QUESTION_STATEMENT_REQUIRED,
    ],
    ['an unknown type', { type: 'essay' }, 'type', M.FIELD_INVALID],
    ['an unknown difficulty', { nivel: 'extreme' }, 'nivel', M.FIELD_INVALID],
    ['no alternatives', { alternatives: [] }, 'alternatives', M.NO_ALTERNATIVES],
    [
      'a single alternative',
      { alternatives: [{ value: 'Lima', correct: true }] },
      'alternatives',
      M.ALTERNATIVE_ADD_ONE_MORE,
    ],
    [
      'a blank alternative',
      {
        alternatives: [
          { value: 'Lima', correct: true },
          { value: '  ', correct: false },
        ],
      },
      'alternatives',
      M.ALTERNATIVES_BLANK,
    ],
    [
      'unique without the correct one',
      {
        alternatives: [
          { value: 'Lima', correct: false },
          { value: 'Cusco', correct: false },
        ],
      },
      'alternatives',
      M.ALTERNATIVE_CORRECT_REQUIRED,
    ],
    [
      'unique with two correct',
      {
        alternatives: [
          { value: 'Lima', correct: true },
          { value: 'Cusco', correct: true },
        ],
      },
      'alternatives',
      M.ALTERNATIVE_CORRECT_REQUIRED,
    ],
    [
      'multiple without a correct one',
      {
        type: 'multiple',
        alternatives: [
          { value: 'a', correct: false },
          { value: 'b', correct: false },
        ],
      },
      'alternatives',
      M.ALTERNATIVE_AT_LEAST_ONE_CORRECT,
    ],
    [
      'boolean without a choice',
      {
        type: 'boolean',
        alternatives: [
          { value: M.BOOLEAN_TRUE, correct: false },
          { value: M.BOOLEAN_FALSE, correct: false },
        ],
      },
      'alternatives',
      M.BOOLEAN_CHOICE_REQUIRED,
    ],
    ['a programme instead of a module', { course_id: 'the programme' }, 'course_id', M.FIELD_INVALID],
  ] as const)('refuses %s with its Spanish message and writes nothing', async (_label, over, field, message) => {
    const before = await t.snapshot();
    const input = questionForm(t, 'course_id' in over ? { course_id: A().bankProgramme } : over);
    const res = await t.callRaw(questionBank.createQuestion, input, coordA);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', message });
    expect(res.body.fields?.[field]).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });

  it("answers 404 for another entity's module, 403 for entity B, the counter and the docente, 401 without token", async () => {
    const before = await t.snapshot();
    expect(
      (await t.call(questionBank.createQuestion, questionForm(t, { course_id: B().bankModule }), coordA)).status,
    ).toBe(404);
    expect((await t.call(questionBank.createQuestion, questionForm(t, {}, 'B'), coordA)).status).toBe(403);
    for (const token of [counterA, docenteA]) {
      expect((await t.call(questionBank.createQuestion, questionForm(t), token)).status).toBe(403);
    }
    expect((await t.call(questionBank.createQuestion, questionForm(t), null)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('updateQuestion', () => {
  it('saves the form over the question, keeping the ids of the alternatives it still has and its module', async () => {
    const q = await makeQuestion(t, coordA, { title: 'Para editar' });
    const [lima, cusco] = q.alternatives;
    // a course_id the contract does not take: the question keeps its module
    const res = await t.callRaw(
      questionBank.updateQuestion,
      {
        question_id: q._id,
        title: 'Editada',
        question: '<p>Nuevo enunciado</p>',
        type: 'multiple',
        nivel: 'hard',
        course_id: B().bankModule,
        alternatives: [
          { _id: cusco._id, value: 'Cusco ', correct: true },
          { _id: lima._id, value: 'Lima', correct: true },
          { _id: 'no-es-suyo', value: 'Trujillo', correct: false },
        ],
      },
      coordA,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const u = res.body.question;
    expect(u).toMatchObject({
      _id: q._id,
      course_id: A().bankModule,
      title: 'Editada',
      question: '<p>Nuevo enunciado</p>',
      type: 'multiple',
      nivel: 'hard',
    });
    expect(u.alternatives.map((a) => [a.value, a.correct])).toEqual([
      ['Cusco', true],
      ['Lima', true],
      ['Trujillo', false],
    ]);
    expect(u.alternatives[0]._id).toBe(cusco._id);
    expect(u.alternatives[1]._id).toBe(lima._id);
    expect(u.alternatives[2]._id).toMatch(UUID);
    expect([lima._id, cusco._id, 'no-es-suyo', q.alternatives[2]._id]).not.toContain(u.alternatives[2]._id);
    expect(await bankTitles()).toContain('Editada');
  });

  it("keeps the ids of Verdadero/Falso, which the form sends without them, and refreshes the keywords to the module's name", async () => {
    const q = await makeQuestion(t, coordA, {
      type: 'boolean',
      alternatives: [
        { value: M.BOOLEAN_TRUE, correct: true },
        { value: M.BOOLEAN_FALSE, correct: false },
      ],
    });
    const renamed = await t.call(
      courses.updateCourse,
      { course_id: A().bankModule, entity_id: t.fx.entityA, name: 'Álgebra I' },
      adminA,
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const res = await t.call(
      questionBank.updateQuestion,
      {
        question_id: q._id,
        title: q.title,
        question: q.question,
        type: 'boolean',
        nivel: 'easy',
        keywords: 'otra cosa',
        alternatives: [
          { value: M.BOOLEAN_TRUE, correct: false },
          { value: M.BOOLEAN_FALSE, correct: true },
        ],
      },
      coordA,
    );
    const u = res.body.question;
    expect(u.alternatives.map((a) => a._id)).toEqual(q.alternatives.map((a) => a._id));
    expect(u.alternatives.map((a) => a.correct)).toEqual([false, true]);
    expect(u.keywords).toBe('Álgebra I');
    expect((await storedRow(q._id)).keywords).toBe('Álgebra I');
    await t.call(courses.updateCourse, { course_id: A().bankModule, entity_id: t.fx.entityA, name: 'Álgebra' }, adminA);
  });

  it('refuses a broken form with its Spanish message and changes nothing', async () => {
    const q = await makeQuestion(t, coordA);
    const before = await t.snapshot();
    const form = { question_id: q._id, title: q.title, question: q.question, type: 'unique', nivel: 'easy' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ alternatives: [{ value: 'a', correct: true }] }, 'alternatives', M.ALTERNATIVE_ADD_ONE_MORE],
      [{ question: '<p>&nbsp;</p>', alternatives: q.alternatives }, 'question', M.QUESTION_STATEMENT_REQUIRED],
    ];
    for (const [over, field, message] of cases) {
      const res = await t.callRaw(questionBank.updateQuestion, { ...form, ...over }, coordA);
      expect(res.status).toBe(400);
      expect(res.body.fields?.[field]).toBe(message);
    }
    expect(await t.snapshot()).toBe(before);
  });

  it("refuses entity B's question (403), an unknown one (403, or 404 for the superadmin), the counter (403) and no token (401)", async () => {
    // the whole question form, course_id included, which updateQuestion does not take (see callRaw below)
    const form = (id: string) => ({ ...questionForm(t), question_id: id });
    const root = await t.signIn(t.fx.users.superadmin.email);
    const before = await t.snapshot();
    expect((await t.callRaw(questionBank.updateQuestion, form(B().question), coordA)).status).toBe(403);
    expect(
      (await t.callRaw(questionBank.updateQuestion, { ...form(B().question), entity: t.fx.entityA }, coordA)).status,
    ).toBe(403);
    expect(
      (await t.callRaw(questionBank.updateQuestion, form('00000000-0000-4000-8000-000000000000'), coordA)).status,
    ).toBe(403);
    expect((await t.callRaw(questionBank.updateQuestion, form('00000000-0000-4000-8000-000000000000'), root)).status).toBe(
      404,
    );
    expect((await t.callRaw(questionBank.updateQuestion, form(A().question), counterA)).status).toBe(403);
    expect((await t.callRaw(questionBank.updateQuestion, form(A().question), null)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('deleteQuestion', () => {
  it('removes a question no evaluation uses from the bank', async () => {
    const q = await makeQuestion(t, coordA, { title: 'Para borrar' });
    const res = await t.call(questionBank.deleteQuestion, { question_id: q._id, entity: t.fx.entityA }, coordA);
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(await bankTitles()).not.toContain('Para borrar');
  });

  it('refuses a question an evaluation uses (409) and keeps it', async () => {
    const before = await t.snapshot();
    const res = await t.call(questionBank.deleteQuestion, { question_id: A().question }, coordA);
    expect(res).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: M.QUESTION_IN_EVALUATION } });
    expect(await t.snapshot()).toBe(before);
  });

  it("refuses entity B's question, the counter and no token, deleting nothing", async () => {
    const q = await makeQuestion(t, coordA, { title: 'Sigue aquí' });
    const before = await t.snapshot();
    expect((await t.call(questionBank.deleteQuestion, { question_id: B().question }, coordA)).status).toBe(403);
    expect((await t.call(questionBank.deleteQuestion, { question_id: q._id }, counterA)).status).toBe(403);
    expect((await t.call(questionBank.deleteQuestion, { question_id: q._id }, null)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});
