import { M, type ModuleSlot, moduleScheduleIssues, scheduleds, todayIn } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { demoEntityId, seedDemo } from './seed-test-kit.js';
import { freshDb } from '../test/test-db.js';
import { DEMO_PASSWORD, seedPlatform } from './platform.js';
import { seedScheduleds } from './scheduleds.js';
import { seedIfEmpty } from './seed.js';

const { t } = useTestApp();
let token: string;
let entity: string;
beforeAll(async () => {
  await seedDemo(t, [seedPlatform, seedScheduleds]);
  token = await t.signIn('coordinador@colegioandino.edu.pe', DEMO_PASSWORD);
  entity = await demoEntityId(t);
});

const modulesOf = async (main: string) => {
  const res = await t.call(scheduleds.getScheduleds, { entity_id: entity, type_of_scheduled: 'children', parent_scheduled: main }, token);
  return res.body.scheduleds;
};

describe('demo scheduled courses of Colegio Andino', () => {
  it('take place at two campuses, with docentes, and with all, some or none of their modules scheduled', async () => {
    const res = await t.call(scheduleds.getScheduleds, { entity_id: entity }, token);
    const list = res.body.scheduleds;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(new Set(list.map((s) => s.campus?.name))).toEqual(new Set(['Sede Cusco', 'Sede Lima']));
    expect(list.every((s) => s.teachers.length > 0 && s.coverpage)).toBe(true);
    const counts = new Map<string, number>();
    for (const s of list) counts.set(s.name, (await modulesOf(s._id)).length);
    expect(counts.get('Full Stack - Cusco')).toBe(3);
    expect(counts.get('Apps Móviles - Lima')).toBe(1);
    expect(counts.get('Diseño UX/UI - Lima')).toBe(0);
  });

  it("keep every module inside the rules the screens apply, counted from today's date", async () => {
    const list = (await t.call(scheduleds.getScheduleds, { entity_id: entity }, token)).body.scheduleds;
    const upcoming = list.filter((s) => s.start_date >= todayIn());
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    for (const main of list) {
      const modules = await modulesOf(main._id);
      const slots: ModuleSlot[] = modules.map((m) => ({ start_date: m.start_date, end_date: m.end_date }));
      for (const [index, m] of modules.entries()) expect(moduleScheduleIssues(main, slots, index, m), m.name).toEqual([]);
    }
  });

  it('can be edited by the demo coordinador as they are (its dates pass the server)', async () => {
    const list = (await t.call(scheduleds.getScheduleds, { entity_id: entity }, token)).body.scheduleds;
    const running = list.find((s) => s.start_date < todayIn())!;
    const res = await t.call(scheduleds.updateScheduled, {
      scheduled_id: running._id, entity_id: entity, type_of_scheduled: 'main', course_id: running.course._id, campus_id: running.campus!._id,
      name: running.name, description: running.description, start_date: running.start_date, end_date: running.end_date,
      teacher_ids: running.teachers.map((x) => x._id), publish: running.publish,
    }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await t.call(scheduleds.deleteScheduled, { scheduled_id: running._id }, token)).status).toBe(200);
  });
});

describe('demo scheduled courses of Instituto Pacífico', () => {
  it('are its own', async () => {
    const pacifico = await t.signIn('coordinador@institutopacifico.edu.pe', DEMO_PASSWORD);
    const id = await demoEntityId(t, 'Instituto Pacífico');
    const list = (await t.call(scheduleds.getScheduleds, { entity_id: id }, pacifico)).body.scheduleds;
    expect(list.map((s) => [s.name, s.campus?.name])).toEqual([['Ciencia de Datos - Miraflores', 'Sede Miraflores']]);
    expect((await t.call(scheduleds.getScheduleds, { entity_id: id }, token)).body.message).toBe(M.NO_ENTITY_ACCESS);
  });
});

describe('the first start', () => {
  it('loads them with the rest of the demo platform', async () => {
    const db = await freshDb();
    try {
      const accounts = await seedIfEmpty({ ...t.app.services, db }, false);
      expect(accounts.length).toBeGreaterThan(0);
      const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM scheduleds WHERE type_of_scheduled = 'main'`);
      expect(n).toBe(5);
    } finally {
      await db.close();
    }
  });
});
