// The bank page (getQuestionBank, 15 a page) and the evaluation form's picker (getQuestions, 100 a page) of a module.
import { M, type Pagination, questionBank } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { bankOf } from '../evaluations/evaluations-test-kit.js';

const { t } = useTestApp();
let coordA: string;
let counterA: string;
let geometry: string;
/** the titles of the 'Geometría' bank, oldest first */
let titles: string[];
beforeAll(async () => {
  [coordA, counterA] = await Promise.all([t.signIn(t.fx.users.coordA.email), t.signIn(t.fx.users.counterA.email)]);
  const { bankProgramme } = bankOf(t, 'A');
  [{ id: geometry }] = await t.db.query<{ id: string }>(
    `INSERT INTO courses (entity_id, parent_course_id, alias, name) VALUES ($1, $2, 'modulo', 'Geometría') RETURNING id`,
    [t.fx.entityA, bankProgramme],
  );
  titles = [
    ...Array.from({ length: 35 }, (_, i) => `Pregunta ${String(i + 1).padStart(2, '0')}`),
    '100% seguro',
    'lado_a',
  ];
  // one a minute, in this order: the newest is the last title
  await t.db.query(
    `INSERT INTO questions (entity_id, course_id, title, question, type, nivel, keywords, alternatives, created_at)
     SELECT $1, $2, x.title, '<p>' || x.title || '</p>', 'large', 'easy', 'Geometría',
            jsonb_build_array(jsonb_build_object('_id', gen_random_uuid(), 'value', 'Respuesta larga', 'correct', true)),
            timestamptz '2026-01-01 08:00:00-05' + (x.n || ' minutes')::interval
     FROM unnest($3::text[]) WITH ORDINALITY AS x(title, n)`,
    [t.fx.entityA, geometry, titles],
  );
});

const bank = (input: Record<string, unknown>, token: string | null = coordA) =>
  t.call(questionBank.getQuestionBank, { entity: t.fx.entityA, course_id: geometry, ...input }, token);
const picker = (input: Record<string, unknown>, token: string | null = coordA) =>
  t.call(questionBank.getQuestions, { entity: t.fx.entityA, course_id: geometry, ...input }, token);
const titlesOf = (res: { body: { questions: { title: string }[] } }) => res.body.questions.map((q) => q.title);

describe('getQuestionBank', () => {
  it('pages the module bank newest first, 15 a page, with the pagination block', async () => {
    const first = await bank({ filter: 'Geometría' });
    expect(first.status).toBe(200);
    expect(titlesOf(first)).toEqual([...titles].reverse().slice(0, 15));
    expect(first.body.pagination).toEqual({
      actualPage: 1,
      hasNextPage: true,
      hasPrevPage: false,
      itemCount: 15,
      nextPage: 2,
      total: 37,
      totalPages: 3,
    } satisfies Pagination);
    expect(first.body.questions[0]).toMatchObject({
      course_id: geometry,
      keywords: 'Geometría',
      type: 'large',
      questionbank: true,
      alternatives: [{ value: 'Respuesta larga', correct: true }],
    });
  });

  it('gives every question once across the pages, the last one included (read from the far end)', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await bank({ page }));
    expect(pages.flatMap(titlesOf)).toEqual([...titles].reverse());
    expect(pages[2].body.pagination).toMatchObject({ actualPage: 3, hasNextPage: false, nextPage: null, itemCount: 7 });
    for (const docs of [4, 10, 36]) {
      const all = [];
      for (let page = 1; page <= Math.ceil(37 / docs); page++) all.push(...titlesOf(await bank({ page, docs })));
      expect(all, `docs ${docs}`).toEqual([...titles].reverse());
    }
    expect(titlesOf(await bank({ page: 9 }))).toEqual([]);
  });

  it('searches part of the title in any case, % and _ as themselves, and counts what matches', async () => {
    const res = await bank({ query: { field: 'title', search: 'PREGUNTA 1' } });
    expect(titlesOf(res)).toEqual(Array.from({ length: 10 }, (_, i) => `Pregunta 1${9 - i}`));
    expect(res.body.pagination).toMatchObject({ total: 10, totalPages: 1 });
    expect(titlesOf(await bank({ query: { search: '%' } }))).toEqual(['100% seguro']);
    expect(titlesOf(await bank({ query: { search: '_' } }))).toEqual(['lado_a']);
    expect(titlesOf(await bank({ query: { search: 'nada así' } }))).toEqual([]);
  });

  it("lists only that module's bank", async () => {
    const res = await bank({ course_id: bankOf(t, 'A').bankModule });
    expect(titlesOf(res)).toEqual(['Ecuación lineal']);
  });

  it('refuses a programme (400), more than 100 a page (400), another entity (404/403), the counter (403), no token (401)', async () => {
    const programme = await bank({ course_id: bankOf(t, 'A').bankProgramme });
    expect(programme).toMatchObject({ status: 400, body: { fields: { course_id: M.FIELD_INVALID } } });
    expect((await bank({ docs: 101 })).status).toBe(400);
    expect((await bank({ course_id: bankOf(t, 'B').bankModule })).status).toBe(404);
    expect((await bank({ entity: t.fx.entityB, course_id: bankOf(t, 'B').bankModule })).status).toBe(403);
    expect((await bank({}, counterA)).status).toBe(403);
    expect((await bank({}, null)).status).toBe(401);
  });
});

describe('getQuestions (the picker)', () => {
  it('answers up to 100 at once, newest first by default, oldest first with sort createdAt', async () => {
    const res = await picker({ course_name: 'Geometría' });
    expect(titlesOf(res)).toEqual([...titles].reverse());
    expect(res.body.pagination).toMatchObject({ total: 37, itemCount: 37, totalPages: 1 });
    expect(titlesOf(await picker({ sort: 'createdAt' }))).toEqual(titles);
    const oldestFirst = [];
    for (const page of [1, 2, 3, 4]) oldestFirst.push(...titlesOf(await picker({ sort: 'createdAt', page, docs: 10 })));
    expect(oldestFirst).toEqual(titles);
  });

  it('filters by part of the title, from filter_by_name or the search box', async () => {
    expect(titlesOf(await picker({ filter_by_name: 'seguro' }))).toEqual(['100% seguro']);
    expect(titlesOf(await picker({ query: { field: 'title', search: 'LADO' } }))).toEqual(['lado_a']);
  });

  it('refuses an unknown sort (400), another entity (404/403), the counter (403), no token (401)', async () => {
    expect(await picker({ sort: 'title' })).toMatchObject({ status: 400, body: { fields: { sort: M.FIELD_INVALID } } });
    expect((await picker({ course_id: bankOf(t, 'B').bankModule })).status).toBe(404);
    expect((await picker({ entity: t.fx.entityB })).status).toBe(403);
    expect((await picker({}, counterA)).status).toBe(403);
    expect((await picker({}, null)).status).toBe(401);
  });
});
