// 'Programar Curso' / 'Editar Curso' (02 §2.13, §5): createScheduled and updateScheduled of a main scheduled course.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, courses, type Input, M, scheduleds, todayIn } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { expectRollupsExact } from '../metrics/rollups-test-kit.js';
import { png } from '../../test/images.js';

const { t, as } = useTestApp(['adminA', 'coordA', 'counterA']);
// the dashboards' running totals follow every write of these tests (migration 019)
expectRollupsExact(() => t.db);

const inDays = (days: number) => addDays(todayIn('America/Lima'), days);
const A = () => ({ ...t.fx.programmes.A, ...t.fx.resources.A, ...t.fx.scheduleds.A });
const B = () => ({ ...t.fx.programmes.B, ...t.fx.resources.B, ...t.fx.scheduleds.B });
// the form as the modal sends it, multipart (teacher_ids as JSON, publish as text), which the contract takes too
const form = (over: Record<string, unknown> = {}): Extract<Input<typeof scheduleds.createScheduled>, { type_of_scheduled: 'main' }> => ({
  entity_id: t.fx.entityA,
  type_of_scheduled: 'main',
  category_id: A().category,
  course_id: A().course,
  campus_id: A().campus,
  name: 'Desarrollo web 2026-II',
  description: 'Turno mañana',
  start_date: inDays(7),
  end_date: inDays(97),
  teacher_ids: JSON.stringify([t.fx.users.docenteA.id]),
  rol: 'docente',
  publish: 'true',
  ...over,
});
const cover = async () => [{ field: 'coverpage', name: 'portada.png', bytes: await png() }];
const storedFiles = () => {
  try {
    return readdirSync(join(t.dataDir, 'files'), { recursive: true }).filter((f) => /\.\w+$/.test(String(f))).map(String);
  } catch {
    return [];
  }
};
const create = async (over: Record<string, unknown> = {}, token = as.coordA) => {
  const res = await t.upload(scheduleds.createScheduled, form(over), [], token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.scheduled;
};

describe('createScheduled (main)', () => {
  it('lets the coordinador schedule a programme at a campus with its cover, teachers and dates', async () => {
    const res = await t.upload(scheduleds.createScheduled, form(), await cover(), as.coordA);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = res.body.scheduled;
    expect(s).toMatchObject({
      name: 'Desarrollo web 2026-II',
      description: 'Turno mañana',
      start_date: inDays(7),
      end_date: inDays(97),
      type_of_scheduled: 'main',
      main_scheduled: null,
      category: { _id: A().category, name: 'Tecnología' },
      course: { _id: A().course, name: 'Desarrollo web', price: { inscription: '100.00', course_price: '300.50' } },
      campus: { _id: A().campus, name: 'Sede Central' },
      teachers: [{ _id: t.fx.users.docenteA.id, name: 'docenteA', lastname: 'Prueba' }],
      publish: true,
      price: { inscription: '100.00', course_price: '300.50' },
    });
    expect(s.coverpage).toMatch(/^\/files\/public\/courses\/.+\.png$/);
    expect((await t.app.inject({ method: 'GET', url: s.coverpage! })).statusCode).toBe(200);
  });

  it("shows the programme's cover when it has none of its own, and takes JSON bodies too", async () => {
    const made = await t.upload(
      courses.createCourse,
      { entity_id: t.fx.entityA, category_id: A().category, alias: 'programa', name: 'Con portada', description: 'd', target_audiences: 'a', tags: '["web"]' },
      [{ field: 'preview', name: 'p.png', bytes: await png('#123456') }],
      as.adminA,
    );
    const programme = made.body.course;
    const res = await t.call(scheduleds.createScheduled, { ...form({ course_id: programme._id, publish: false }), teacher_ids: [] }, as.adminA);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.scheduled).toMatchObject({ coverpage: programme.preview, course: { coverpage: programme.preview }, teachers: [], publish: false });
  });

  it('accepts a start today in Lima', async () => {
    expect((await create({ start_date: inDays(0), end_date: inDays(0) })).start_date).toBe(inDays(0));
  });

  it.each([
    ['a blank name', () => ({ name: '   ' }), 'name', M.FIELD_REQUIRED],
    ['a description over 400', () => ({ description: 'd'.repeat(401) }), 'description', M.tooLong(400)],
    ['a start in the past (yesterday in Lima)', () => ({ start_date: inDays(-1) }), 'start_date', M.SCHEDULE_START_IN_PAST],
    ['an end before the start', () => ({ start_date: inDays(10), end_date: inDays(9) }), 'end_date', M.SCHEDULE_END_BEFORE_START],
    ['a date that is not a date', () => ({ start_date: '2026-02-30' }), 'start_date', M.FIELD_INVALID],
    ['a module instead of a programme', () => ({ course_id: t.fx.programmes.A.module }), 'course_id', M.SCHEDULED_COURSE_NOT_PROGRAMME],
    ["another category than the programme's", () => ({ category_id: t.fx.programmes.A.spareCategory }), 'category_id', M.SCHEDULED_CATEGORY_MISMATCH],
    ["another entity's teacher", () => ({ teacher_ids: JSON.stringify([t.fx.users.docenteB.id]) }), 'teacher_ids', M.TEACHER_NOT_IN_ENTITY],
    ['a teacher who is not a docente', () => ({ teacher_ids: JSON.stringify([t.fx.users.coordA.id]) }), 'teacher_ids', M.TEACHER_NOT_DOCENTE],
    ['a role other than docente', () => ({ rol: 'counter' }), 'rol', M.FIELD_INVALID],
  ])('refuses %s with its Spanish message and writes nothing', async (_label, over, field, message) => {
    const before = await t.snapshot();
    const files = storedFiles().length;
    const res = await t.upload(scheduleds.createScheduled, form(over()), await cover(), as.coordA);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.fields?.[field], JSON.stringify(res.body)).toBe(message);
    expect(await t.snapshot()).toBe(before);
    expect(storedFiles().length).toBe(files);
  });

  it("answers 404 for another entity's programme, campus or category, 403 for a counter, another entity or no role, 401 without token", async () => {
    const docente = await t.signIn(t.fx.users.docenteA.email);
    const before = await t.snapshot();
    for (const over of [{ course_id: B().course }, { campus_id: B().campus }, { category_id: B().category }]) {
      expect((await t.upload(scheduleds.createScheduled, form(over), [], as.coordA)).status).toBe(404);
    }
    expect((await t.upload(scheduleds.createScheduled, form({ entity_id: t.fx.entityB }), [], as.coordA)).status).toBe(403);
    expect((await t.upload(scheduleds.createScheduled, form(), [], as.counterA)).status).toBe(403);
    expect((await t.upload(scheduleds.createScheduled, form(), [], docente)).status).toBe(403);
    expect((await t.upload(scheduleds.createScheduled, form(), [], null)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('updateScheduled (main)', () => {
  const edit = (id: string, over: Record<string, unknown> = {}) => form({ scheduled_id: id, ...over });

  it('changes every field, replaces the teachers and the cover (the old file goes after the commit)', async () => {
    const first = await t.upload(scheduleds.createScheduled, form({ name: 'Para editar' }), await cover(), as.coordA);
    const id = first.body.scheduled._id;
    const [{ id: docente2 }] = await t.db.query<{ id: string }>(
      `INSERT INTO users (email, rol, name, lastname) VALUES ('docente2.a@test.pe', 'user', 'Ana', 'Quispe') RETURNING id`,
    );
    await t.db.query(`INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, 'docente')`, [t.fx.entityA, docente2]);
    const files = storedFiles().length;
    const res = await t.upload(
      scheduleds.updateScheduled,
      edit(id, { name: 'Editado', description: '', start_date: inDays(3), end_date: inDays(50), publish: 'false', teacher_ids: JSON.stringify([docente2]) }),
      [{ field: 'coverpage', name: 'otra.png', bytes: await png('#00FF00') }],
      as.coordA,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = res.body.scheduled;
    expect(s).toMatchObject({ _id: id, name: 'Editado', description: '', start_date: inDays(3), end_date: inDays(50), publish: false });
    expect(s.teachers).toEqual([{ _id: docente2, name: 'Ana', lastname: 'Quispe' }]);
    expect(s.coverpage).not.toBe(first.body.scheduled.coverpage);
    expect(storedFiles().length).toBe(files);
  });

  it('keeps a start already in the past, but not earlier than it (on edit, not before the current start)', async () => {
    const [{ id }] = await t.db.query<{ id: string }>(
      `INSERT INTO scheduleds (entity_id, course_id, campus_id, name, start_date, end_date, type_of_scheduled)
       VALUES ($1, $2, $3, 'En curso', $4, $5, 'main') RETURNING id`,
      [t.fx.entityA, A().course, A().campus, inDays(-10), inDays(30)],
    );
    expect((await t.upload(scheduleds.updateScheduled, edit(id, { start_date: inDays(-10), end_date: inDays(40) }), [], as.coordA)).status).toBe(200);
    const before = await t.snapshot();
    const res = await t.upload(scheduleds.updateScheduled, edit(id, { start_date: inDays(-11) }), [], as.coordA);
    expect(res).toMatchObject({ status: 400, body: { message: M.SCHEDULE_START_BEFORE_CURRENT } });
    const past = await t.upload(scheduleds.updateScheduled, edit(A().scheduled, { start_date: inDays(-1) }), [], as.coordA);
    expect(past.body.fields?.start_date).toBe(M.SCHEDULE_START_BEFORE_CURRENT);
    expect(await t.snapshot()).toBe(before);
  });

  it.each([
    ['a blank name', () => ({ name: '' }), 'name', M.FIELD_REQUIRED],
    ['an end before the start', () => ({ start_date: inDays(40), end_date: inDays(39) }), 'end_date', M.SCHEDULE_END_BEFORE_START],
    ["another entity's teacher", () => ({ teacher_ids: JSON.stringify([t.fx.users.docenteB.id]) }), 'teacher_ids', M.TEACHER_NOT_IN_ENTITY],
    ['a teacher who is not a docente', () => ({ teacher_ids: JSON.stringify([t.fx.users.counterA.id]) }), 'teacher_ids', M.TEACHER_NOT_DOCENTE],
  ])('refuses %s and changes nothing', async (_label, over, field, message) => {
    const before = await t.snapshot();
    const res = await t.upload(scheduleds.updateScheduled, edit(A().scheduled, over()), [], as.coordA);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field], JSON.stringify(res.body)).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });

  it('keeps its scheduled modules: no date range that leaves one out, no other programme while it has any', async () => {
    const main = await create({ name: 'Con módulos', start_date: inDays(10), end_date: inDays(60) });
    const mod = await t.call(
      scheduleds.createScheduled,
      { entity_id: t.fx.entityA, type_of_scheduled: 'children', course_id: A().module, main_scheduled: main._id, start_date: inDays(12), end_date: inDays(20) },
      as.coordA,
    );
    expect(mod.status, JSON.stringify(mod.body)).toBe(200);
    const [{ id: other }] = await t.db.query<{ id: string }>(
      `INSERT INTO courses (entity_id, category_id, alias, name) VALUES ($1, $2, 'programa', 'Otro') RETURNING id`,
      [t.fx.entityA, A().category],
    );
    const before = await t.snapshot();
    const late = await t.upload(scheduleds.updateScheduled, edit(main._id, { start_date: inDays(13), end_date: inDays(60) }), [], as.coordA);
    expect(late).toMatchObject({ status: 400, body: { message: M.SCHEDULED_DATES_EXCLUDE_MODULES } });
    const short = await t.upload(scheduleds.updateScheduled, edit(main._id, { start_date: inDays(10), end_date: inDays(19) }), [], as.coordA);
    expect(short.body.fields?.end_date).toBe(M.SCHEDULED_DATES_EXCLUDE_MODULES);
    const moved = await t.upload(scheduleds.updateScheduled, edit(main._id, { course_id: other, start_date: inDays(10), end_date: inDays(60) }), [], as.coordA);
    expect(moved).toMatchObject({ status: 409, body: { message: M.SCHEDULED_COURSE_LOCKED } });
    expect(await t.snapshot()).toBe(before);
    const exact = await t.upload(scheduleds.updateScheduled, edit(main._id, { start_date: inDays(12), end_date: inDays(20) }), [], as.coordA);
    expect(exact.status, JSON.stringify(exact.body)).toBe(200);
  });

  it("answers 404 for another entity's records named under one's own, 403 otherwise, 401 without token; changes nothing", async () => {
    const before = await t.snapshot();
    expect((await t.upload(scheduleds.updateScheduled, edit(B().scheduled), [], as.coordA)).status).toBe(403);
    expect((await t.upload(scheduleds.updateScheduled, edit(A().scheduled, { entity_id: t.fx.entityB }), [], as.coordA)).status).toBe(404);
    for (const over of [{ course_id: B().course }, { campus_id: B().campus }]) {
      expect((await t.upload(scheduleds.updateScheduled, edit(A().scheduled, over), [], as.coordA)).status).toBe(404);
    }
    expect((await t.upload(scheduleds.updateScheduled, edit(A().scheduled), [], as.counterA)).status).toBe(403);
    expect((await t.upload(scheduleds.updateScheduled, edit(A().scheduled), [], null)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });

  it('lets an admin edit too', async () => {
    expect((await t.upload(scheduleds.updateScheduled, edit(A().scheduled, { start_date: inDays(30), end_date: inDays(120) }), [], as.adminA)).status).toBe(200);
  });
});
