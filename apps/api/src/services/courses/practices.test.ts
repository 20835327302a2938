import { courses, M } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

const { t, as } = useTestApp(['adminA', 'coordA', 'counterA']);

const list = async (course: string, token = as.coordA) => {
  const res = await t.call(courses.getQualifiedPractices, { entity: t.fx.entityA, parent_course: course }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.qualifiedPractices.map((p) => [p.title, p.weight, p.porcent]);
};
const create = (course: string, title: string, weight: number | string) =>
  t.call(courses.createQualifiedPractice, { entity: t.fx.entityA, course, title, weight }, as.adminA);

describe('graded practices and their percentages', () => {
  it("shows each practice's share of the total weight: 1+1+1 → 33.33% each; 1+3 → 25% and 75%", async () => {
    const course = t.fx.programmes.A.module;
    for (const title of ['Práctica A', 'Práctica B', 'Práctica C']) expect((await create(course, title, 1)).status).toBe(200);
    expect(await list(course)).toEqual([
      ['Práctica A', 1, '33.33%'],
      ['Práctica B', 1, '33.33%'],
      ['Práctica C', 1, '33.33%'],
    ]);
    const [fixture] = (await t.call(courses.getQualifiedPractices, { entity: t.fx.entityA, parent_course: t.fx.programmes.A.course }, as.adminA))
      .body.qualifiedPractices;
    const added = await create(t.fx.programmes.A.course, 'Examen final', '3');
    expect(added.body.qualifiedPractice).toMatchObject({ title: 'Examen final', weight: 3, porcent: '75%' });
    expect(await list(t.fx.programmes.A.course)).toEqual([
      [fixture.title, 1, '25%'],
      ['Examen final', 3, '75%'],
    ]);
  });

  it('changes only the weight on an edit (the title is not editable) and recomputes the shares', async () => {
    const course = t.fx.programmes.A.course;
    // a title the contract does not take: the server ignores it
    const res = await t.callRaw(
      courses.updateQualifiedPractice,
      { qualified_practice: t.fx.programmes.A.practice, weight: 1.5, title: 'Otro título' },
      as.adminA,
    );
    expect(res.body.qualifiedPractice).toMatchObject({ title: 'Práctica 1', weight: 1.5, porcent: '33.33%' });
    expect(await list(course)).toEqual([
      ['Práctica 1', 1.5, '33.33%'],
      ['Examen final', 3, '66.67%'],
    ]);
  });

  it("answers '0%' when every weight is 0, and deletes a practice", async () => {
    const other = t.fx.programmes.A.module;
    const zero = await create(other, 'Sin peso', 0);
    expect(zero.body.qualifiedPractice).toMatchObject({ weight: 0, porcent: '0%' });
    const id = zero.body.qualifiedPractice._id;
    expect((await t.call(courses.deleteQualifiedPractice, { qualified_practice: id }, as.adminA)).body).toEqual({ ok: true });
    expect((await list(other)).map(([title]) => title)).not.toContain('Sin peso');
  });

  it.each([
    [{ title: 'P', weight: -1 }, 'weight', M.WEIGHT_INVALID],
    [{ title: 'P', weight: 'diez' }, 'weight', M.WEIGHT_INVALID],
    [{ title: 'P', weight: '1.234' }, 'weight', M.WEIGHT_INVALID],
    [{ title: 'P', weight: 100000 }, 'weight', M.WEIGHT_INVALID],
    [{ title: 'P' }, 'weight', M.WEIGHT_INVALID],
    [{ title: '  ', weight: 1 }, 'title', M.FIELD_REQUIRED],
    [{ title: 't'.repeat(51), weight: 1 }, 'title', M.tooLong(50)],
  ])('refuses %j with its message and writes nothing', async (input, field, message) => {
    const before = await t.snapshot();
    const res = await t.callRaw(courses.createQualifiedPractice, { entity: t.fx.entityA, course: t.fx.programmes.A.course, ...input }, as.adminA);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toBe(message);
    expect((await t.call(courses.updateQualifiedPractice, { qualified_practice: t.fx.programmes.A.practice, weight: -2 }, as.adminA)).status).toBe(400);
    expect(await t.snapshot()).toBe(before);
  });

  it("refuses another entity's course or practice (403/404), coordinador writes and counter (403), no token (401)", async () => {
    const before = await t.snapshot();
    const B = t.fx.programmes.B;
    expect((await t.call(courses.getQualifiedPractices, { entity: t.fx.entityA, parent_course: B.course }, as.adminA)).status).toBe(404);
    expect((await create(B.course, 'x', 1)).status).toBe(404);
    expect((await t.call(courses.updateQualifiedPractice, { qualified_practice: B.practice, weight: 9 }, as.adminA)).status).toBe(403);
    expect((await t.call(courses.deleteQualifiedPractice, { qualified_practice: B.practice }, as.adminA)).status).toBe(403);
    expect((await t.call(courses.getQualifiedPractices, { entity: t.fx.entityA, parent_course: t.fx.programmes.A.course }, as.counterA)).status).toBe(403);
    expect((await t.call(courses.updateQualifiedPractice, { qualified_practice: t.fx.programmes.A.practice, weight: 9 }, as.coordA)).status).toBe(403);
    expect((await t.call(courses.deleteQualifiedPractice, { qualified_practice: t.fx.programmes.A.practice })).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});
