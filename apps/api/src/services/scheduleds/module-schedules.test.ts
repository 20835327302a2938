// Module scheduling (02 §2.14, §4, §5): createScheduled / updateScheduled / getScheduleds / deleteScheduled with
// type_of_scheduled 'children', the server holding every module to the bounds of the shared rule.
import { addDays, courses, type Input, M, type ScheduledOutput, scheduleds, todayIn } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

const { t, as } = useTestApp(['adminA', 'coordA', 'counterA']);
let main: ScheduledOutput;
const m: Record<'m1' | 'm2' | 'm3', string> = { m1: '', m2: '', m3: '' };
const schedule: Record<string, string> = {};

const day = (n: number) => addDays(todayIn('America/Lima'), n);
const A = () => t.fx.programmes.A;
type ModuleSchedule = Extract<Input<typeof scheduleds.createScheduled>, { type_of_scheduled: 'children' }>;
const input = (module: string, start: number, end: number, over: Partial<ModuleSchedule> = {}): ModuleSchedule => ({
  entity_id: t.fx.entityA, type_of_scheduled: 'children', course_id: module, main_scheduled: main._id, parent_scheduled: main._id,
  campus_id: main.campus?._id ?? '', name: '', description: '', start_date: day(start), end_date: day(end), ...over,
});
const create = (module: string, start: number, end: number, over: Partial<ModuleSchedule> = {}, token: string | null = as.coordA) =>
  t.call(scheduleds.createScheduled, input(module, start, end, over), token);
const update = (id: string, module: string, start: number, end: number, over: Partial<ModuleSchedule> = {}) =>
  t.call(scheduleds.updateScheduled, { ...input(module, start, end, over), scheduled_id: id }, as.coordA);

beforeAll(async () => {
  m.m1 = A().module; // 'Fundamentos', the programme's first module
  for (const [key, name] of [['m2', 'Intermedio'], ['m3', 'Avanzado']] as const) {
    const res = await t.call(courses.createCourse, { entity_id: t.fx.entityA, alias: 'modulo', parent_course_id: A().course, name, price: { course_price: '90' } }, as.adminA);
    m[key] = res.body.course._id;
  }
  const res = await t.call(scheduleds.createScheduled, {
    entity_id: t.fx.entityA, type_of_scheduled: 'main', course_id: A().course, campus_id: t.fx.resources.A.campus, name: 'Web intensivo',
    start_date: day(10), end_date: day(100), teacher_ids: [t.fx.users.docenteA.id],
  }, as.coordA);
  main = res.body.scheduled;
});

/** Each refusal answers 400 with the message under its field and writes nothing. */
async function expectRefused(call: Promise<{ status: number; body: { fields?: Record<string, string> } }>, field: string, message: string) {
  const before = await t.snapshot();
  const res = await call;
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.fields?.[field], JSON.stringify(res.body)).toBe(message);
  expect(await t.snapshot()).toBe(before);
}

describe('createScheduled (module)', () => {
  it("refuses a later module while the previous one is unscheduled: 'Debes programar el módulo anterior'", async () => {
    await expectRefused(create(m.m2, 30, 40), 'start_date', M.PREVIOUS_MODULE_REQUIRED);
    await expectRefused(create(m.m3, 30, 40), 'start_date', M.PREVIOUS_MODULE_REQUIRED);
  });

  it.each([
    ['a start before the main course starts', 9, 20, 'start_date', [10, 100]],
    ['an end before the start', 20, 19, 'end_date', [20, 100]],
    ["an end after the main course's end", 10, 101, 'end_date', [10, 100]],
    ["a start after the main course's end", 101, 101, 'start_date', [10, 100]],
  ] as const)('refuses the first module with %s', async (_label, start, end, field, [from, to]) => {
    await expectRefused(create(m.m1, start, end), field, M.moduleDateRange(day(from), day(to)));
  });

  it("schedules the first module from the main course's start; the title defaults to the module's name", async () => {
    const res = await create(m.m1, 10, 20);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = res.body.scheduled;
    schedule.m1 = s._id;
    expect(s).toMatchObject({
      name: 'Fundamentos', type_of_scheduled: 'children', main_scheduled: main._id, parent_scheduled: main._id,
      start_date: day(10), end_date: day(20), campus: main.campus, teachers: main.teachers,
      category: { name: 'Tecnología' }, course: { _id: m.m1, name: 'Fundamentos', price: { course_price: '80.00' } },
    });
  });

  it('answers 409 for a second schedule of the same module under the same main course', async () => {
    const before = await t.snapshot();
    expect(await create(m.m1, 10, 20)).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: M.MODULE_ALREADY_SCHEDULED } });
    expect(await t.snapshot()).toBe(before);
  });

  it('holds the next module two days after the previous one ends', async () => {
    await expectRefused(create(m.m2, 21, 30), 'start_date', M.moduleDateRange(day(22), day(100)));
    const res = await create(m.m2, 22, 40, { name: 'Intermedio (noche)' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    schedule.m2 = res.body.scheduled._id;
    const third = await create(m.m3, 42, 100);
    expect(third.status, JSON.stringify(third.body)).toBe(200);
    schedule.m3 = third.body.scheduled._id;
  });

  it("refuses another programme's module (400), another entity's module or main course (404), a mismatched parent (400)", async () => {
    const [{ id: other }] = await t.db.query<{ id: string }>(
      `INSERT INTO courses (entity_id, category_id, alias, name) VALUES ($1, $2, 'programa', 'Otro') RETURNING id`,
      [t.fx.entityA, A().category],
    );
    const [{ id: foreignModule }] = await t.db.query<{ id: string }>(
      `INSERT INTO courses (entity_id, parent_course_id, alias, name) VALUES ($1, $2, 'modulo', 'Ajeno') RETURNING id`,
      [t.fx.entityA, other],
    );
    await expectRefused(create(foreignModule, 10, 20), 'course_id', M.MODULE_NOT_IN_PROGRAMME);
    await expectRefused(create(m.m3, 10, 20, { parent_scheduled: t.fx.scheduleds.A.scheduled }), 'parent_scheduled', M.FIELD_INVALID);
    const before = await t.snapshot();
    expect((await create(t.fx.programmes.B.module, 10, 20)).status).toBe(404);
    expect((await create(m.m1, 10, 20, { main_scheduled: t.fx.scheduleds.B.scheduled, parent_scheduled: undefined })).status).toBe(404);
    expect((await create(m.m1, 10, 20, { main_scheduled: schedule.m1, parent_scheduled: undefined })).status).toBe(404);
    expect((await create(m.m1, 10, 20, {}, as.counterA)).status).toBe(403);
    expect((await create(m.m1, 10, 20, { entity_id: t.fx.entityB })).status).toBe(403);
    expect((await create(m.m1, 10, 20, {}, null)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('updateScheduled (module)', () => {
  it('keeps a module before the next scheduled module (the day before at the latest) and two days after the previous one', async () => {
    await expectRefused(update(schedule.m1, m.m1, 10, 22), 'end_date', M.moduleDateRange(day(10), day(21)));
    await expectRefused(update(schedule.m1, m.m1, 10, 23), 'end_date', M.moduleDateRange(day(10), day(21)));
    await expectRefused(update(schedule.m2, m.m2, 21, 30), 'start_date', M.moduleDateRange(day(22), day(41)));
    await expectRefused(update(schedule.m3, m.m3, 42, 101), 'end_date', M.moduleDateRange(day(42), day(100)));
  });

  it('saves new dates inside the bounds, and an unchanged schedule again', async () => {
    const res = await update(schedule.m2, m.m2, 23, 39, { name: 'Intermedio', description: 'Sábados' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.scheduled).toMatchObject({ name: 'Intermedio', description: 'Sábados', start_date: day(23), end_date: day(39) });
    expect((await update(schedule.m1, m.m1, 10, 20)).status).toBe(200);
    expect((await update(schedule.m3, m.m3, 42, 100)).status).toBe(200);
  });

  it('lets a module end the day before the next one, which can then be saved again unchanged but not moved into the gap', async () => {
    expect((await update(schedule.m2, m.m2, 22, 40)).status).toBe(200);
    expect((await update(schedule.m1, m.m1, 10, 21)).status).toBe(200);
    // m2 starts on day 22, one day after m1 now ends: its stored dates stay valid
    const unchanged = await update(schedule.m2, m.m2, 22, 40);
    expect(unchanged.status, JSON.stringify(unchanged.body)).toBe(200);
    await expectRefused(update(schedule.m2, m.m2, 22, 39), 'start_date', M.moduleDateRange(day(23), day(41)));
    expect((await update(schedule.m1, m.m1, 10, 20)).status).toBe(200);
    expect((await update(schedule.m2, m.m2, 23, 39)).status).toBe(200);
  });

  it('stays the same module of the same main course', async () => {
    await expectRefused(update(schedule.m2, m.m3, 23, 39), 'course_id', M.FIELD_INVALID);
    await expectRefused(update(schedule.m2, m.m2, 23, 39, { main_scheduled: t.fx.scheduleds.A.scheduled, parent_scheduled: undefined }), 'main_scheduled', M.FIELD_INVALID);
    const before = await t.snapshot();
    const asMain = await t.call(scheduleds.updateScheduled, {
      scheduled_id: schedule.m2, entity_id: t.fx.entityA, type_of_scheduled: 'main', course_id: A().course, campus_id: t.fx.resources.A.campus,
      name: 'x', start_date: day(30), end_date: day(40),
    }, as.coordA);
    expect(asMain.body.fields?.type_of_scheduled).toBe(M.FIELD_INVALID);
    expect((await t.call(scheduleds.updateScheduled, { ...input(m.m2, 23, 39), scheduled_id: schedule.m2 }, as.counterA)).status).toBe(403);
    expect((await t.call(scheduleds.updateScheduled, { ...input(m.m2, 23, 39), scheduled_id: schedule.m2 })).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('getScheduleds (children)', () => {
  it("lists a main course's module schedules in the programme's order; the counter may read them", async () => {
    const res = await t.call(scheduleds.getScheduleds, { entity_id: t.fx.entityA, type_of_scheduled: 'children', parent_scheduled: main._id }, as.counterA);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = res.body.scheduleds;
    expect(list.map((s) => [s.course._id, s.start_date, s.end_date])).toEqual([
      [m.m1, day(10), day(20)], [m.m2, day(23), day(39)], [m.m3, day(42), day(100)],
    ]);
    expect(res.body.pagination).toMatchObject({ total: 3, itemCount: 3, totalPages: 1 });
  });

  it("answers 404 for another entity's main course or a module schedule as parent, 400 without a parent", async () => {
    const list = (parent?: string) => t.call(scheduleds.getScheduleds, { entity_id: t.fx.entityA, type_of_scheduled: 'children', parent_scheduled: parent }, as.coordA);
    expect((await list(t.fx.scheduleds.B.scheduled)).status).toBe(404);
    expect((await list(schedule.m1)).status).toBe(404);
    expect((await list()).body.fields?.parent_scheduled).toBe(M.FIELD_REQUIRED);
  });
});

describe('deleteScheduled (module)', () => {
  const remove = (id: string, token: string | null = as.coordA) => t.call(scheduleds.deleteScheduled, { scheduled_id: id, entity_id: t.fx.entityA }, token);

  it('refuses a module schedule that a later one follows, or one with students (409), changing nothing', async () => {
    await t.db.query('INSERT INTO scheduled_students (entity_id, scheduled_id, user_id) VALUES ($1, $2, $3)', [
      t.fx.entityA, schedule.m3, t.fx.users.studentA.id,
    ]);
    const before = await t.snapshot();
    expect(await remove(schedule.m1)).toMatchObject({ status: 409, body: { message: M.MODULE_SCHEDULE_HAS_NEXT } });
    expect(await remove(schedule.m2)).toMatchObject({ status: 409, body: { message: M.MODULE_SCHEDULE_HAS_NEXT } });
    expect(await remove(schedule.m3)).toMatchObject({ status: 409, body: { message: M.MODULE_SCHEDULE_HAS_STUDENTS } });
    expect((await remove(schedule.m3, as.counterA)).status).toBe(403);
    expect((await remove(schedule.m3, null)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
    await t.db.query('DELETE FROM scheduled_students WHERE scheduled_id = $1', [schedule.m3]);
  });

  it('deletes the last scheduled module, then the one before it; the module can then be scheduled again', async () => {
    expect((await remove(schedule.m3)).body).toEqual({ ok: true });
    expect((await remove(schedule.m2)).body).toEqual({ ok: true });
    const left = await t.call(scheduleds.getScheduleds, { entity_id: t.fx.entityA, type_of_scheduled: 'children', parent_scheduled: main._id }, as.coordA);
    expect(left.body.scheduleds.map((s) => s._id)).toEqual([schedule.m1]);
    expect((await create(m.m2, 22, 30)).status).toBe(200);
  });
});
