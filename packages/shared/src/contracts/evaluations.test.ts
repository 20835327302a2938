// The evaluation and question forms as the server receives them (multipart: numbers, booleans and lists arrive as
// strings): what is accepted, what it becomes, and the Spanish message of each refusal.
import { describe, expect, it } from 'vitest';
import * as M from '../common/messages.js';
import { createEvaluationManual } from './evaluations.js';
import { createQuestion } from './question-bank.js';

const ENTITY = '3f1c1a52-7d0e-4c1b-9a53-0f5d7c1e2a10';
const PROGRAMME = '8b2d4f61-1c3e-4a5b-8c7d-9e0f1a2b3c4d';
const MODULE = 'c4e5f6a7-b8c9-4d0e-8f1a-2b3c4d5e6f70';
const questionId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const chosen = (...points: (number | string)[]) =>
  points.map((p, i) => ({ id: questionId(i + 1), index: i, points: p }));

const evaluation = {
  entity: ENTITY,
  main_course: PROGRAMME,
  course_id: MODULE,
  title: 'Examen parcial',
  attempts: 2,
  duration_time: 90,
  arrayIds: chosen(20),
};

/** The messages of a refused input, by field. */
function refusal(
  schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
) {
  const issues = schema.safeParse(input).error?.issues ?? [];
  return issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
}

describe('createEvaluationManual input', () => {
  it('accepts the form as multipart sends it: numbers, options and the chosen questions as strings', () => {
    const parsed = createEvaluationManual.input.parse({
      ...evaluation,
      attempts: '3',
      duration_time: '550',
      arrayIds: JSON.stringify(chosen('6.5', 6.5, 7)),
      options: JSON.stringify({ random_order: 'true', one_by_one: true }),
    });
    expect(parsed).toMatchObject({ attempts: 3, duration_time: 550, title: 'Examen parcial' });
    expect(parsed.arrayIds.map((q) => q.points)).toEqual([6.5, 6.5, 7]);
    expect(parsed.options).toEqual({
      random_order: true,
      show_max_quantity: false,
      show_next: false,
      block_return: false,
      one_by_one: true,
      random_by_student: false,
    });
  });

  it('leaves every option off when none is sent', () => {
    const { options } = createEvaluationManual.input.parse(evaluation);
    expect(Object.values(options).every((on) => on === false)).toBe(true);
  });

  it.each([
    ['title', undefined],
    ['title', '   '],
    ['attempts', undefined],
    ['attempts', ''],
    ['attempts', null],
    ['duration_time', undefined],
    ['duration_time', ''],
  ])('a missing %s (%j) is "Completar todos los campos"', (field, value) => {
    expect(refusal(createEvaluationManual.input, { ...evaluation, [field]: value })).toEqual([
      { field, message: M.EVALUATION_FIELDS_REQUIRED },
    ]);
  });

  it.each([
    ['attempts', 0, M.ATTEMPTS_RANGE],
    ['attempts', 6, M.ATTEMPTS_RANGE],
    ['duration_time', 0, M.DURATION_RANGE],
    ['duration_time', 7, M.DURATION_RANGE],
    ['duration_time', 555, M.DURATION_RANGE],
    ['entity', 'not-an-id', M.FIELD_INVALID],
  ])('%s %j → %s', (field, value, message) => {
    expect(refusal(createEvaluationManual.input, { ...evaluation, [field]: value })).toEqual([{ field, message }]);
  });

  it.each([
    [chosen(15), M.EVALUATION_TOTAL_BELOW],
    [chosen(10, 15), M.EVALUATION_TOTAL_ABOVE],
    [[], M.EVALUATION_NO_QUESTIONS],
    [[...chosen(10), { id: questionId(1), index: 1, points: 10 }], M.QUESTION_REPEATED],
  ])('questions %j → %s', (arrayIds, message) => {
    expect(refusal(createEvaluationManual.input, { ...evaluation, arrayIds })).toEqual([
      { field: 'arrayIds', message },
    ]);
  });

  it.each([21, -1, 1.005, 'diez'])('a question worth %j points is refused', (points) => {
    const [issue] = refusal(createEvaluationManual.input, { ...evaluation, arrayIds: chosen(points) });
    expect(issue).toEqual({ field: 'arrayIds.0.points', message: M.QUESTION_POINTS_RANGE });
  });
});

const question = {
  entity: ENTITY,
  course_id: MODULE,
  title: 'Capital del Perú',
  question: '<p>¿Cuál es la capital del Perú?</p>',
  type: 'unique',
  nivel: 'easy',
  alternatives: [
    { value: 'Lima', correct: true },
    { value: 'Cusco', correct: false },
  ],
};

describe('createQuestion input', () => {
  it('accepts the alternatives as a JSON string, with "true"/"false" for correct', () => {
    const parsed = createQuestion.input.parse({
      ...question,
      alternatives: JSON.stringify([
        { value: 'Lima', correct: 'true' },
        { value: 'Cusco', correct: 'false' },
      ]),
    });
    expect(parsed.alternatives).toEqual([
      { value: 'Lima', correct: true },
      { value: 'Cusco', correct: false },
    ]);
  });

  it.each(['short', 'large', 'file'] as const)(
    'an open type (%s) always carries its one placeholder, whatever is sent',
    (type) => {
      for (const alternatives of [
        [],
        [{ value: 'Lima', correct: false }],
        JSON.stringify([{ value: 'x' }, { value: 'y' }]),
      ]) {
        expect(createQuestion.input.parse({ ...question, type, alternatives }).alternatives).toEqual([
          { value: M.OPEN_ALTERNATIVE[type], correct: true },
        ]);
      }
    },
  );

  it.each([
    ['unique', [], M.NO_ALTERNATIVES],
    ['unique', [{ value: 'Lima', correct: true }], M.ALTERNATIVE_ADD_ONE_MORE],
    ['multiple', [{ value: 'Lima', correct: true }, { value: ' ' }], M.ALTERNATIVES_BLANK],
    [
      'unique',
      [
        { value: 'Lima', correct: true },
        { value: 'Cusco', correct: true },
      ],
      M.ALTERNATIVE_CORRECT_REQUIRED,
    ],
    ['multiple', [{ value: 'Lima' }, { value: 'Cusco' }], M.ALTERNATIVE_AT_LEAST_ONE_CORRECT],
    ['boolean', [{ value: 'Verdadero' }, { value: 'Falso' }], M.BOOLEAN_CHOICE_REQUIRED],
  ])('%s with %j → %s', (type, alternatives, message) => {
    expect(refusal(createQuestion.input, { ...question, type, alternatives })).toEqual([
      { field: 'alternatives', message },
    ]);
  });

  it('accepts a boolean question with its choice made', () => {
    const alternatives = [
      { value: 'Verdadero', correct: false },
      { value: 'Falso', correct: true },
    ];
    expect(createQuestion.input.parse({ ...question, type: 'boolean', alternatives }).alternatives).toEqual(
      alternatives,
    );
  });

  it.each([
    ['title', '  ', M.FIELD_REQUIRED],
    ['question', undefined, M.QUESTION_STATEMENT_REQUIRED],
    ['type', 'numerical', M.FIELD_INVALID],
    ['nivel', 'extreme', M.FIELD_INVALID],
  ])('%s %j → %s', (field, value, message) => {
    expect(refusal(createQuestion.input, { ...question, [field]: value })).toEqual([{ field, message }]);
  });
});
