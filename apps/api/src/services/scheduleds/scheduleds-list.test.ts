// 'Lista de Cursos Programados' (02 §2.13, §7): getScheduleds of main scheduled courses, and deleteScheduled of one.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, M, type ScheduledOutput, scheduleds, todayIn } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { png } from '../../test/images.js';

// 'Curso 01' … 'Curso 16', the later ones starting earlier
const { t, as } = useTestApp(['coordA', 'counterA', 'coordB']);
beforeAll(async () => {
  for (let i = 1; i <= 16; i++) {
    await t.db.query(
      `INSERT INTO scheduleds (entity_id, course_id, campus_id, name, start_date, end_date, type_of_scheduled)
       VALUES ($1, $2, $3, $4, $5, $5, 'main')`,
      [t.fx.entityA, t.fx.programmes.A.course, t.fx.resources.A.campus, `Curso ${String(i).padStart(2, '0')}`, day(60 - i)],
    );
  }
});

const day = (n: number) => addDays(todayIn('America/Lima'), n);
const list = async (over: Record<string, unknown> = {}, token = as.coordA) => {
  const res = await t.call(scheduleds.getScheduleds, { entity_id: t.fx.entityA, ...over }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const names = (page: { scheduleds: ScheduledOutput[] }) => page.scheduleds.map((s) => s.name);
const curso = (i: number) => `Curso ${String(i).padStart(2, '0')}`;

describe('getScheduleds (main)', () => {
  it('finds one main scheduled course by scheduled_id, and nothing of another entity', async () => {
    const all = await list({ docs: 100 });
    const target = all.scheduleds.find((s) => s.name === curso(7))!;
    const one = await list({ scheduled_id: target._id });
    expect(names(one)).toEqual([curso(7)]);
    expect(one.pagination).toMatchObject({ total: 1, totalPages: 1, hasNextPage: false });
    expect((await list({ scheduled_id: t.fx.scheduleds.B.scheduled })).scheduleds).toEqual([]);
  });

  it('pages by 15 from page 1, sorted by name descending', async () => {
    const first = await list();
    expect(first.pagination).toEqual({ actualPage: 1, hasNextPage: true, hasPrevPage: false, itemCount: 15, nextPage: 2, total: 17, totalPages: 2 });
    expect(names(first)).toEqual(['Desarrollo web 2026-I', ...Array.from({ length: 14 }, (_, i) => curso(16 - i))]);
    const second = await list({ page: 2 });
    expect(names(second)).toEqual([curso(2), curso(1)]);
    expect(second.pagination).toMatchObject({ actualPage: 2, hasNextPage: false, hasPrevPage: true, nextPage: null });
    expect(first.scheduleds[0]).toMatchObject({
      type_of_scheduled: 'main', campus: null, course: { name: 'Desarrollo web' }, category: { name: 'Tecnología' },
      teachers: [{ _id: t.fx.users.docenteA.id, name: 'docenteA', lastname: 'Prueba' }],
    });
  });

  it('sorts by start date either way (the students sidebar: 20 a page, latest first)', async () => {
    // the fixture's course starts 30 days from now, 'Curso 16' … 'Curso 01' 44 … 59 days from now
    expect(names(await list({ sort: 'start_date', docs: 3 }))).toEqual(['Desarrollo web 2026-I', curso(16), curso(15)]);
    expect(names(await list({ sort: '-start_date', docs: 20 }))).toEqual([...Array.from({ length: 16 }, (_, i) => curso(i + 1)), 'Desarrollo web 2026-I']);
    expect(names(await list({ sort: 'name', docs: 2 }))).toEqual([curso(1), curso(2)]);
  });

  it('searches by part of the name, any case, from the search box or filter_by_name', async () => {
    expect(names(await list({ query: { field: 'name', search: 'CURSO 1' } }))).toEqual([16, 15, 14, 13, 12, 11, 10].map(curso));
    expect(names(await list({ query: JSON.stringify({ field: 'name', search: 'web' }) }))).toEqual(['Desarrollo web 2026-I']);
    expect(names(await list({ filter_by_name: 'curso 0', docs: 20 }))).toHaveLength(9);
    expect((await list({ query: { field: 'name', search: 'nada' } })).pagination).toMatchObject({ total: 0, totalPages: 1 });
  });

  it("lets the counter read; shows each entity only its own; refuses other entities (403), no token (401), 101 a page (400)", async () => {
    expect((await list({}, as.counterA)).pagination.total).toBe(17);
    const b = await t.call(scheduleds.getScheduleds, { entity_id: t.fx.entityB }, as.coordB);
    expect(names(b.body)).toEqual(['Desarrollo web 2026-I']);
    expect(b.body.scheduleds[0]._id).toBe(t.fx.scheduleds.B.scheduled);
    expect((await t.call(scheduleds.getScheduleds, { entity_id: t.fx.entityB }, as.coordA)).status).toBe(403);
    expect((await t.call(scheduleds.getScheduleds, { entity_id: t.fx.entityA })).status).toBe(401);
    expect((await t.call(scheduleds.getScheduleds, { entity_id: t.fx.entityA, docs: 101 }, as.coordA)).status).toBe(400);
    expect((await t.callRaw(scheduleds.getScheduleds, { entity_id: t.fx.entityA, sort: 'created_at' }, as.coordA)).status).toBe(400);
  });
});

describe('deleteScheduled (main)', () => {
  const storedFiles = () => {
    try {
      return readdirSync(join(t.dataDir, 'files'), { recursive: true }).filter((f) => /\.\w+$/.test(String(f))).map(String);
    } catch {
      return [];
    }
  };
  const remove = (id: string, token: string | null = as.coordA, entity = t.fx.entityA) =>
    t.call(scheduleds.deleteScheduled, { scheduled_id: id, entity_id: entity }, token);
  async function withModule(name: string) {
    const made = await t.upload(
      scheduleds.createScheduled,
      { entity_id: t.fx.entityA, type_of_scheduled: 'main', course_id: t.fx.programmes.A.course, campus_id: t.fx.resources.A.campus,
        name, start_date: day(5), end_date: day(50), teacher_ids: JSON.stringify([t.fx.users.docenteA.id]) },
      [{ field: 'coverpage', name: 'c.png', bytes: await png() }],
      as.coordA,
    );
    const main = made.body.scheduled;
    const child = await t.call(scheduleds.createScheduled, {
      entity_id: t.fx.entityA, type_of_scheduled: 'children', course_id: t.fx.programmes.A.module, main_scheduled: main._id,
      start_date: day(5), end_date: day(9),
    }, as.coordA);
    return { main: main._id, child: child.body.scheduled._id };
  }
  const enrol = (scheduled: string) =>
    t.db.query('INSERT INTO scheduled_students (entity_id, scheduled_id, user_id) VALUES ($1, $2, $3)', [t.fx.entityA, scheduled, t.fx.users.studentA.id]);

  it('deletes a scheduled course with its module schedules and teachers, and its cover after the commit', async () => {
    const { main, child } = await withModule('Para borrar');
    const files = storedFiles().length;
    expect((await remove(main)).body).toEqual({ ok: true });
    const [{ n }] = await t.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM scheduleds WHERE id = ANY($1)) + (SELECT count(*) FROM scheduled_teachers WHERE scheduled_id = $2) AS n`,
      [[main, child], main],
    );
    expect(Number(n)).toBe(0);
    expect(storedFiles().length).toBe(files - 1);
    expect((await remove(main)).status).toBe(403);
  });

  it('refuses one with students, in it or in one of its module schedules (409), changing nothing', async () => {
    const first = await withModule('Con alumnos');
    const second = await withModule('Con alumnos en un módulo');
    await enrol(first.main);
    await enrol(second.child);
    const before = await t.snapshot();
    for (const id of [first.main, second.main]) {
      expect(await remove(id)).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: M.SCHEDULED_HAS_STUDENTS } });
    }
    expect(await t.snapshot()).toBe(before);
  });

  it("refuses another entity's scheduled course (403/404), a counter (403), no token (401), changing nothing", async () => {
    const before = await t.snapshot();
    expect((await remove(t.fx.scheduleds.B.scheduled)).status).toBe(403);
    expect((await remove(t.fx.scheduleds.A.scheduled, as.coordA, t.fx.entityB)).status).toBe(404);
    expect((await remove(t.fx.scheduleds.A.scheduled, as.coordB, t.fx.entityB)).status).toBe(403);
    expect((await remove(t.fx.scheduleds.A.scheduled, as.counterA)).status).toBe(403);
    expect((await remove(t.fx.scheduleds.A.scheduled, null)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});
