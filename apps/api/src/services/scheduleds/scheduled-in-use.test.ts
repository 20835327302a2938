// What a scheduled course holds on to (docs/decisions/0017-scheduled-courses.md): its programme, its scheduled modules
// and its campus cannot be deleted while it uses them (409, nothing removed).
import { addDays, campuses, courses, M, type ScheduledOutput, scheduleds, todayIn } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

const { t, as } = useTestApp(['adminA']);
let main: ScheduledOutput;
let moduleSchedule: string;
let spareModule: string;
const day = (n: number) => addDays(todayIn('America/Lima'), n);
const A = () => t.fx.programmes.A;

beforeAll(async () => {
  const spare = await t.call(courses.createCourse, { entity_id: t.fx.entityA, alias: 'modulo', parent_course_id: A().course, name: 'Sin programar' }, as.adminA);
  spareModule = spare.body.course._id;
  const res = await t.call(scheduleds.createScheduled, {
    entity_id: t.fx.entityA, type_of_scheduled: 'main', course_id: A().course, campus_id: t.fx.resources.A.campus, name: 'En uso',
    start_date: day(1), end_date: day(30),
  }, as.adminA);
  main = res.body.scheduled;
  const child = await t.call(scheduleds.createScheduled, {
    entity_id: t.fx.entityA, type_of_scheduled: 'children', course_id: A().module, main_scheduled: main._id, start_date: day(1), end_date: day(5),
  }, as.adminA);
  moduleSchedule = child.body.scheduled._id;
});

const deleteCourse = (id: string) => t.call(courses.deleteCourse, { entity_id: t.fx.entityA, course_id: id }, as.adminA);
const deleteCampus = (id: string) => t.call(campuses.deleteCampus, { campus: id }, as.adminA);

describe('deleteCourse while a scheduled course uses it', () => {
  it('refuses the programme and its scheduled module (409) and removes nothing', async () => {
    const before = await t.snapshot();
    for (const id of [A().course, A().module]) {
      expect(await deleteCourse(id)).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: M.COURSE_IN_USE_BY_SCHEDULED } });
    }
    expect(await t.snapshot()).toBe(before);
  });

  it('still deletes a module that no schedule uses', async () => {
    expect((await deleteCourse(spareModule)).body).toEqual({ ok: true });
  });
});

describe('deleteCampus while a scheduled course takes place there', () => {
  it('refuses it (409) and removes nothing; once the course moves to another campus, it goes', async () => {
    const before = await t.snapshot();
    expect(await deleteCampus(t.fx.resources.A.campus)).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: M.CAMPUS_IN_USE_BY_SCHEDULED } });
    expect(await t.snapshot()).toBe(before);
    const other = await t.call(campuses.createCampus, { entity: t.fx.entityA, name: 'Sede Norte', country: 'Perú', department: 'Piura', address: 'Av. Grau 1' }, as.adminA);
    const moved = await t.call(scheduleds.updateScheduled, {
      scheduled_id: main._id, entity_id: t.fx.entityA, type_of_scheduled: 'main', course_id: A().course,
      campus_id: other.body.campus._id, name: 'En uso', start_date: day(1), end_date: day(30),
    }, as.adminA);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await deleteCampus(t.fx.resources.A.campus)).body).toEqual({ ok: true });
  });
});

describe('once the scheduled course is deleted', () => {
  it('its module and programme can be deleted', async () => {
    expect(await deleteCourse(A().module)).toMatchObject({ status: 409 });
    expect((await t.call(scheduleds.deleteScheduled, { scheduled_id: moduleSchedule }, as.adminA)).body).toEqual({ ok: true });
    expect((await deleteCourse(A().module)).body).toEqual({ ok: true });
    expect(await deleteCourse(A().course)).toMatchObject({ status: 409 });
    for (const id of [main._id, t.fx.scheduleds.A.scheduled]) {
      expect((await t.call(scheduleds.deleteScheduled, { scheduled_id: id }, as.adminA)).body).toEqual({ ok: true });
    }
    expect((await deleteCourse(A().course)).body).toEqual({ ok: true });
  });
});
