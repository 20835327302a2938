// deleteCourse and the question bank: a module with questions or evaluations, or a programme with such a module,
// stays (409) until they are gone (docs/decisions/0019-evaluations-and-question-bank.md).
import { courses, evaluations, M, questionBank } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { bankOf, makeQuestion } from './evaluations-test-kit.js';

const { t } = useTestApp();
let adminA: string;
let coordA: string;
beforeAll(async () => {
  [adminA, coordA] = await Promise.all([t.signIn(t.fx.users.adminA.email), t.signIn(t.fx.users.coordA.email)]);
});

const A = () => bankOf(t, 'A');
const deleteCourse = (id: string) => t.call(courses.deleteCourse, { entity_id: t.fx.entityA, course_id: id }, adminA);
const newModule = async (name: string) => {
  const res = await t.call(
    courses.createCourse,
    {
      entity_id: t.fx.entityA,
      alias: 'modulo',
      type_of_course: 'children',
      parent_course_id: A().bankProgramme,
      main_course: A().bankProgramme,
      name,
      price: { course_price: '0' },
    },
    adminA,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.course._id;
};

describe('deleteCourse and the question bank', () => {
  it('refuses a module with an evaluation, and its programme, with the Spanish message, removing nothing', async () => {
    const before = await t.snapshot();
    for (const id of [A().bankModule, A().bankProgramme]) {
      expect(await deleteCourse(id)).toMatchObject({
        status: 409,
        body: { code: 'CONFLICT', message: M.COURSE_IN_USE_BY_EVALUATIONS },
      });
    }
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a module whose bank holds a question no evaluation uses; once the question goes, the module goes', async () => {
    const module = await newModule('Trigonometría');
    const q = await makeQuestion(t, coordA, { course_id: module });
    expect(await deleteCourse(module)).toMatchObject({
      status: 409,
      body: { message: M.COURSE_IN_USE_BY_EVALUATIONS },
    });
    expect((await t.call(questionBank.deleteQuestion, { question_id: q._id }, coordA)).body).toEqual({ ok: true });
    expect((await deleteCourse(module)).body).toEqual({ ok: true });
  });

  it('deletes the module and then the programme once its evaluation and questions are deleted', async () => {
    // the fixture's attempt first: an evaluation students have taken is not deleted (decision 0036)
    await t.db.query('DELETE FROM evaluation_attempts WHERE evaluation_id = $1', [A().evaluation]);
    expect((await t.call(evaluations.deleteEvaluation, { evaluation_id: A().evaluation }, coordA)).body).toEqual({
      ok: true,
    });
    expect((await t.call(questionBank.deleteQuestion, { question_id: A().question }, coordA)).body).toEqual({
      ok: true,
    });
    expect((await deleteCourse(A().bankModule)).body).toEqual({ ok: true });
    expect((await deleteCourse(A().bankProgramme)).body).toEqual({ ok: true });
  });
});
