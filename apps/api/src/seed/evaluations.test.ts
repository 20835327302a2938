// The demo question bank and evaluations of Colegio Andino, as the demo coordinador sees them.
import { type CourseOutput, courses, evaluations, formatPointsTotal, nivelCounts, questionBank } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanStatement } from '../services/question-bank/sanitize-statement.js';
import { useTestApp } from '../test/harness.js';
import { demoEntityId, seedDemo } from './seed-test-kit.js';
import { freshDb } from '../test/test-db.js';
import { DEMO_BANK, DEMO_EVALUATIONS, seedEvaluations } from './evaluations.js';
import { DEMO_PASSWORD, seedPlatform } from './platform.js';
import { seedIfEmpty } from './seed.js';

const { t } = useTestApp();
let token: string;
let entity: string;
let programme: CourseOutput;
let module: CourseOutput;
beforeAll(async () => {
  await seedDemo(t, [seedPlatform, seedEvaluations]);
  token = await t.signIn('coordinador@colegioandino.edu.pe', DEMO_PASSWORD);
  entity = await demoEntityId(t, DEMO_BANK.entity);
  const programmes = (await t.call(courses.getCourses, { entity_id: entity, docs: 900 }, token)).body
    .courses;
  programme = programmes.find((c) => c.name === DEMO_BANK.programme)!;
  const modules = (await t.call(courses.getCourses, { entity_id: entity, parent_course_id: programme._id }, token)).body
    .courses;
  module = modules.find((m) => m.name === DEMO_BANK.module)!;
});

const listed = async (input: Record<string, unknown> = {}) =>
  (await t.call(evaluations.getEvaluations, { entity, course_id: module._id, ...input }, token)).body
    .evaluations;

describe("the demo bank of 'JavaScript moderno'", () => {
  it('holds questions of all six types and all three difficulties, keyed by the module, with clean statements', async () => {
    const res = await t.call(questionBank.getQuestionBank, { entity, course_id: module._id, docs: 100 }, token);
    const questions = res.body.questions;
    expect(questions.length).toBeGreaterThanOrEqual(10);
    expect(new Set(questions.map((q) => q.type))).toEqual(
      new Set(['unique', 'multiple', 'boolean', 'short', 'large', 'file']),
    );
    expect(new Set(questions.map((q) => q.nivel))).toEqual(new Set(['easy', 'medium', 'hard']));
    for (const q of questions) {
      expect(q.keywords).toBe('JavaScript moderno');
      expect(cleanStatement(q.question)).toBe(q.question);
    }
    // the first page of the bank screen is full
    const page = await t.call(questionBank.getQuestionBank, { entity, course_id: module._id }, token);
    expect(page.body.pagination).toMatchObject({ total: questions.length, itemCount: Math.min(15, questions.length) });
  });

  it('has two evaluations in preparation for the coordinator and one published that the list hides, each of exactly 20 points', async () => {
    const coordinator = await listed({ filterBy: 'coordinador' });
    expect(coordinator.map((e) => e.title).sort()).toEqual(
      DEMO_EVALUATIONS.filter((e) => !e.published)
        .map((e) => e.title)
        .sort(),
    );
    const all = await listed();
    expect(all.map((e) => e.title)).toContain('Evaluación de entrada');
    expect(all).toHaveLength(3);
    for (const e of all) {
      expect(e).toMatchObject({ points: 20, main_course: programme._id, course_id: module._id });
      const shown = await t.call(evaluations.getEvaluation, { evaluation_id: e._id }, token);
      const questions = shown.body.questions;
      expect(formatPointsTotal(questions.map((q) => q.points))).toBe('20');
      expect(e.nivel).toEqual(nivelCounts(questions));
      expect(e.questions_count).toBe(questions.length);
    }
  });

  it('can be re-saved by the demo coordinador as it is (the server takes every demo evaluation)', async () => {
    for (const e of await listed()) {
      const questions = (await t.call(evaluations.getEvaluation, { evaluation_id: e._id }, token)).body
        .questions;
      const res = await t.call(
        evaluations.updateEvaluationManual,
        {
          evaluation_id: e._id,
          entity,
          main_course: e.main_course,
          course_id: e.course_id,
          title: e.title,
          attempts: e.attempts,
          duration_time: e.duration_time,
          options: e.options,
          arrayIds: questions.map((q) => ({ id: q._id, index: q.index, points: q.points })),
        },
        token,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.evaluation).toMatchObject({ points: 20, nivel: e.nivel, options: e.options });
    }
  });

  it('is part of the first start', async () => {
    const db = await freshDb();
    try {
      await seedIfEmpty({ ...t.app.services, db }, false);
      const [{ questions, evaluations: n }] = await db.query<{ questions: number; evaluations: number }>(
        // the bank module's own (the demo grades add a bank of their own in 'HTML y CSS', decision 0037)
        `WITH m AS (SELECT id FROM courses WHERE name = $1)
         SELECT (SELECT count(*)::int FROM questions WHERE course_id IN (SELECT id FROM m)) AS questions,
                (SELECT count(*)::int FROM evaluations WHERE course_id IN (SELECT id FROM m)) AS evaluations`,
        [DEMO_BANK.module],
      );
      expect({ questions, evaluations: n }).toEqual({ questions: 12, evaluations: 3 });
    } finally {
      await db.close();
    }
  });
});
