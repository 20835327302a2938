// The demo students of Colegio Andino, as the students area shows them to its counter.
import { students } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { demoEntityId, seedDemo } from './seed-test-kit.js';
import { DEMO_PASSWORD, seedPlatform } from './platform.js';
import { seedScheduleds } from './scheduleds.js';
import { seedStudents } from './students.js';

const { t } = useTestApp();
let token: string;
let entity: string;
let seconds: number;
beforeAll(async () => {
  await seedDemo(t, [
    seedPlatform,
    seedScheduleds,
    async (services) => {
      const started = performance.now();
      await seedStudents(services);
      seconds = (performance.now() - started) / 1000;
    },
  ]);
  token = await t.signIn('counter@colegioandino.edu.pe', DEMO_PASSWORD);
  entity = await demoEntityId(t);
});

const mainId = async (name: string) =>
  (await t.db.query<{ id: string }>(`SELECT id FROM scheduleds WHERE entity_id = $1 AND name = $2`, [entity, name]))[0].id;
const studentsOf = async (scheduled: string) => {
  const res = await t.call(students.getUsersByScheduled, { scheduled, entity }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.users;
};

describe('demo students of Colegio Andino', () => {
  it('are twelve, some with a photo, ten enrolled, and load quickly', async () => {
    const [{ n, enrolled }] = await t.db.query<{ n: number; enrolled: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE EXISTS (SELECT 1 FROM scheduled_students ss WHERE ss.user_id = m.user_id))::int AS enrolled
       FROM memberships m WHERE m.entity_id = $1 AND m.role_id = 'estudiante'`,
      [entity],
    );
    expect({ n, enrolled }).toEqual({ n: 12, enrolled: 10 });
    const fullStack = await studentsOf(await mainId('Full Stack - Cusco'));
    expect(fullStack).toHaveLength(5);
    const withPhoto = fullStack.find((s) => s.user.photo);
    expect((await t.app.inject({ method: 'GET', url: withPhoto!.user.photo! })).statusCode).toBe(200);
    expect(seconds).toBeLessThan(5);
  });

  it('hold total and part enrolments: the Programa tab shows unlocked and locked modules', async () => {
    const main = await mainId('Full Stack - Cusco');
    const byName = new Map((await studentsOf(main)).map((s) => [s.user.name, s.user._id]));
    const modulesOf = async (user: string) =>
      ((await t.call(students.getCourseModules_byUser, { scheduled_id: main, user_id: user }, token)).body.modules).map(
        (m) => [m.name, m.buyed && m.status === 'enabled'],
      );
    expect(await modulesOf(byName.get('Renato') as string)).toEqual([
      ['HTML y CSS', true], ['JavaScript moderno', true], ['Node.js y bases de datos', true],
    ]);
    expect(await modulesOf(byName.get('Joaquín') as string)).toEqual([
      ['HTML y CSS', true], ['JavaScript moderno', false], ['Node.js y bases de datos', false],
    ]);
  });

  it('leave completado@demo.pe outside every entity, for the modal to find elsewhere', async () => {
    const rows = await t.db.query(
      `SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'completado@demo.pe'`,
    );
    expect(rows).toEqual([]);
  });
});
