// 'Importar preguntas' (decision 0019): GIFT and Aiken text into a module's bank, previewed line by line, then saved all or none.
import { type ImportError, type Input, LIMITS, M, questionBank } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { bankOf, questionCount } from '../evaluations/evaluations-test-kit.js';

const { t } = useTestApp();
let coordA: string;
let counterA: string;
beforeAll(async () => {
  [coordA, counterA] = await Promise.all([t.signIn(t.fx.users.coordA.email), t.signIn(t.fx.users.counterA.email)]);
});

const GIFT = `// Historia y geografía del Perú
::Capital::¿Cuál es la capital del Perú? {=Lima ~Cusco ~Arequipa}

::Lenguas::¿Qué lenguas son oficiales en el Perú? {~%50%Quechua ~%50%Castellano ~%-100%Latín}

::El Misti::El Misti es un volcán de Arequipa.{TRUE}

::Independencia::¿En qué año se proclamó la independencia del Perú? {=1821}

::Regiones::Describa las tres regiones naturales del Perú.{}
`;
const BROKEN_GIFT = `${GIFT}
::Sin cierre::¿Cuál es el río más largo? {=Amazonas ~Ucayali

::Número::¿Cuántas regiones tiene el Perú? {#24}
`;
const AIKEN = `¿Cuál es el plato bandera del Perú?
A. Ceviche
B. Tacos
C. Paella
ANSWER: A
`;

const A = () => bankOf(t, 'A');
type Importing = Input<typeof questionBank.importQuestions>;
const importing = (input: Partial<Importing> & Pick<Importing, 'text'>, token: string | null = coordA) =>
  t.call(
    questionBank.importQuestions,
    { entity: t.fx.entityA, course_id: A().bankModule, format: 'gift', ...input },
    token,
  );
const bankTitles = async () => {
  const res = await t.call(
    questionBank.getQuestionBank,
    { entity: t.fx.entityA, course_id: A().bankModule, docs: 100 },
    coordA,
  );
  return res.body.questions;
};
const aikenQuestions = (n: number) =>
  Array.from({ length: n }, (_, i) => `¿Pregunta ${i + 1}?\nA. Sí\nB. No\nANSWER: A\n`).join('\n');

describe('importQuestions preview', () => {
  it('answers each GIFT question as it would be saved, with the difficulty chosen, and saves nothing', async () => {
    const before = await questionCount(t, A().bankModule);
    const res = await importing({ text: GIFT, nivel: 'hard', preview: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ errors: [], saved: 0 });
    const questions = res.body.questions;
    expect(questions.map((q) => [q.line, q.title, q.type, q.nivel])).toEqual([
      [2, 'Capital', 'unique', 'hard'],
      [4, 'Lenguas', 'multiple', 'hard'],
      [6, 'El Misti', 'boolean', 'hard'],
      [8, 'Independencia', 'short', 'hard'],
      [10, 'Regiones', 'large', 'hard'],
    ]);
    expect(questions[0]).toMatchObject({
      question: '<p>¿Cuál es la capital del Perú?</p>',
      alternatives: [
        { value: 'Lima', correct: true },
        { value: 'Cusco', correct: false },
        { value: 'Arequipa', correct: false },
      ],
    });
    expect(questions[2].alternatives).toEqual([
      { value: M.BOOLEAN_TRUE, correct: true },
      { value: M.BOOLEAN_FALSE, correct: false },
    ]);
    expect(questions[3].alternatives).toEqual([{ value: M.OPEN_ALTERNATIVE.short, correct: true }]);
    expect(await questionCount(t, A().bankModule)).toBe(before);
  });

  it("lists each broken question's line and Spanish error beside the good ones", async () => {
    const res = await importing({ text: BROKEN_GIFT });
    expect(res.status).toBe(200);
    expect(res.body.questions.length).toBe(5);
    expect(res.body.errors).toEqual([
      { line: 12, message: M.GIFT_UNCLOSED_ANSWERS },
      { line: 14, message: M.GIFT_NUMERIC_UNSUPPORTED },
    ] satisfies ImportError[]);
  });

  it('sanitises HTML statements, and a statement with nothing readable left is its line’s error', async () => {
    const text =
      '::Con guion::[html]<p onclick="alert(1)">¿Es <b>seguro</b>?<script>alert(1)</script></p>{T}\n\n' +
      '::Sólo SVG::[html]<svg><desc>dibujo</desc></svg>{T}\n';
    const res = await importing({ text });
    expect(res.body.questions.map((q) => q.question)).toEqual(['<p>¿Es <b>seguro</b>?</p>']);
    expect(res.body.errors).toEqual([{ line: 3, message: M.IMPORT_NO_STATEMENT }]);
  });

  it('reads Aiken, and says when there are too many questions', async () => {
    const aiken = await importing({ format: 'aiken', text: AIKEN, nivel: 'easy' });
    expect(aiken.body.questions).toEqual([
      {
        line: 1,
        title: '¿Cuál es el plato bandera del Perú?',
        question: '<p>¿Cuál es el plato bandera del Perú?</p>',
        type: 'unique',
        nivel: 'easy',
        alternatives: [
          { value: 'Ceviche', correct: true },
          { value: 'Tacos', correct: false },
          { value: 'Paella', correct: false },
        ],
      },
    ]);
    const many = await importing({ format: 'aiken', text: aikenQuestions(LIMITS.importQuestionsMax + 1) });
    expect(many.status).toBe(200);
    expect(many.body.errors).toContainEqual({ line: 1, message: M.IMPORT_TOO_MANY });
  });
});

describe('importQuestions save', () => {
  it("saves every question in one go into the module's bank, listed in the text's order, and answers how many", async () => {
    const res = await importing({ text: GIFT, nivel: 'medium', preview: false });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ saved: 5, errors: [] });
    const bank = await bankTitles();
    expect(bank.slice(0, 5).map((q) => [q.title, q.type, q.nivel, q.keywords])).toEqual([
      ['Capital', 'unique', 'medium', 'Álgebra'],
      ['Lenguas', 'multiple', 'medium', 'Álgebra'],
      ['El Misti', 'boolean', 'medium', 'Álgebra'],
      ['Independencia', 'short', 'medium', 'Álgebra'],
      ['Regiones', 'large', 'medium', 'Álgebra'],
    ]);
    expect(bank[0].alternatives.every((a) => /^[0-9a-f-]{36}$/.test(a._id))).toBe(true);
    expect(bank[1].alternatives.filter((a) => a.correct).map((a) => a.value)).toEqual(['Quechua', 'Castellano']);
  });

  it.each([
    ['a text with errors', { text: BROKEN_GIFT }, M.IMPORT_HAS_ERRORS],
    ['an empty text', { text: '' }, M.IMPORT_EMPTY],
    ['only comments', { text: '// nada\n// que importar\n' }, M.IMPORT_EMPTY],
    [
      'more than 500 questions',
      { format: 'aiken', text: aikenQuestions(LIMITS.importQuestionsMax + 1) },
      M.IMPORT_TOO_MANY,
    ],
    ['a text over 500 000 characters', { text: 'x'.repeat(LIMITS.importChars + 1) }, M.IMPORT_TEXT_TOO_LONG],
    ['an unknown format', { format: 'moodle-xml', text: GIFT }, M.FIELD_INVALID],
  ])('refuses %s with its Spanish message and saves nothing', async (_label, over, message) => {
    const before = await t.snapshot();
    // one case names a format the contract does not know
    const res = await t.callRaw(
      questionBank.importQuestions,
      { entity: t.fx.entityA, course_id: A().bankModule, format: 'gift', ...over, preview: false },
      coordA,
    );
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', message });
    expect(await t.snapshot()).toBe(before);
  });

  it('saves up to 500 at a time', async () => {
    const before = await questionCount(t, A().bankModule);
    const res = await importing({ format: 'aiken', text: aikenQuestions(LIMITS.importQuestionsMax), preview: 'false' });
    expect(res.body).toMatchObject({ saved: LIMITS.importQuestionsMax });
    expect(await questionCount(t, A().bankModule)).toBe(before + LIMITS.importQuestionsMax);
  });

  it("refuses entity B's module (404), entity B (403), a programme (400), the counter (403) and no token (401)", async () => {
    const before = await t.snapshot();
    expect((await importing({ text: GIFT, preview: false, course_id: bankOf(t, 'B').bankModule })).status).toBe(404);
    expect(
      (await importing({ text: GIFT, preview: false, entity: t.fx.entityB, course_id: bankOf(t, 'B').bankModule }))
        .status,
    ).toBe(403);
    expect((await importing({ text: GIFT, preview: false, course_id: A().bankProgramme })).status).toBe(400);
    expect((await importing({ text: GIFT, preview: false }, counterA)).status).toBe(403);
    expect((await importing({ text: GIFT, preview: false }, null)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});
