// What the evaluations tests share: the forms as the screens send them, and questions made through the real call.
import { type evaluations, type Input, questionBank } from '@edu/shared';
import type { TestApp } from '../../test/harness.js';

export type Side = 'A' | 'B';

/** The entity's bank programme and module, and its fixture question and evaluation. */
export const bankOf = (t: TestApp, side: Side = 'A') => ({
  entity: side === 'A' ? t.fx.entityA : t.fx.entityB,
  ...t.fx.evaluations[side],
});

/**
 * The question form (createQuestion) as the web app sends it, over the entity's bank module; `over` may break the
 * contract for a refusal case, which then calls callRaw.
 */
export const questionForm = (t: TestApp, over: Record<string, unknown> = {}, side: Side = 'A'): Input<typeof questionBank.createQuestion> => ({
  entity: bankOf(t, side).entity,
  course_id: bankOf(t, side).bankModule,
  title: 'Capital del Perú',
  question: '<p>¿Cuál es la capital del <strong>Perú</strong>?</p>',
  type: 'unique',
  nivel: 'easy',
  keywords: 'lo que diga la pantalla',
  alternatives: [
    { value: ' Lima ', correct: true },
    { value: 'Cusco', correct: false },
    { value: 'Arequipa', correct: false },
  ],
  ...over,
});

/** Creates a question through the API, failing the test on a refusal. */
export async function makeQuestion(t: TestApp, token: string, over: Record<string, unknown> = {}, side: Side = 'A') {
  const res = await t.call(questionBank.createQuestion, questionForm(t, over, side), token);
  if (res.status !== 200) throw new Error(`createQuestion: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.question;
}

/** The evaluation form (createEvaluationManual) over the entity's bank module, with the chosen questions. */
export const evaluationForm = (
  t: TestApp,
  chosen: [id: string, points: number | string][],
  over: Record<string, unknown> = {},
  side: Side = 'A',
): Input<typeof evaluations.createEvaluationManual> => ({
  entity: bankOf(t, side).entity,
  main_course: bankOf(t, side).bankProgramme,
  course_id: bankOf(t, side).bankModule,
  title: 'Examen del bimestre',
  attempts: 2,
  duration_time: 90,
  arrayIds: chosen.map(([id, points], index) => ({ id, index, points })),
  options: { random_order: true, one_by_one: true },
  // what the screen also sends, not trusted
  points: 99,
  nivel: { easy: 9, medium: 9, hard: 9 },
  arrayQuestions: [],
  ...over,
});

export const questionCount = async (t: TestApp, moduleId: string) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM questions WHERE course_id = $1', [moduleId]))[0].n;
