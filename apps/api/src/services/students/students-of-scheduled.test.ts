// The enrolled-students table (getUsersByScheduled) and removal from a scheduled course (deallocateUserFromScheduled).
import { M, students } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { expectRollupsExact } from '../metrics/rollups-test-kit.js';
import { enrolStudent } from './enrol.js';
import { holdings, newPerson, type ProgrammeTree, programmeTree } from './test-data.js';

const { t } = useTestApp();
let tree: ProgrammeTree;
let tok: Record<'adminA' | 'coordA' | 'counterA' | 'counterB' | 'docenteA', string>;
const people: Record<string, string> = {};
beforeAll(async () => {
  tree = await programmeTree(t, 'A');
  tok = {} as typeof tok;
  for (const who of ['adminA', 'coordA', 'counterA', 'counterB', 'docenteA'] as const) tok[who] = await t.signIn(t.fx.users[who].email);
  // 17 students of the main course (two pages), Zoila and Bruno also in the second module
  const names = ['Zoila', 'Bruno', 'ana', 'Carla', 'Diego', 'Elena', 'Fabio', 'Gina', 'Hugo', 'Irma', 'Jorge', 'Karen', 'Luis', 'Mara', 'Nilo', 'Olga', 'Pablo'];
  for (const name of names) {
    people[name] = (await newPerson(t, tree.entity, name, 'Quispe')).id;
    const modules = name === 'Zoila' || name === 'Bruno' ? [tree.schedules[1]] : [];
    await t.db.tx((db) => enrolStudent(db, { entityId: tree.entity, userId: people[name], mainScheduledId: tree.main, modules }));
  }
});
// the dashboards' running totals follow every write of these tests (migration 019)
expectRollupsExact(() => t.db);

const list = (over: Record<string, unknown> = {}, token: string | null = tok.counterA) =>
  t.call(students.getUsersByScheduled, { scheduled: tree.main, entity: tree.entity, rol: 'estudiante', ...over }, token);
const names = (res: { body: { users: { user: { name: string } }[] } }) => res.body.users.map((u) => u.user.name);

describe('getUsersByScheduled', () => {
  it('lists the students of a main course, 15 a page, by name A→Z in any case, with the enrolment row fields', async () => {
    const res = await list();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(names(res)).toEqual(['ana', 'Bruno', 'Carla', 'Diego', 'Elena', 'Fabio', 'Gina', 'Hugo', 'Irma', 'Jorge', 'Karen', 'Luis', 'Mara', 'Nilo', 'Olga']);
    expect(res.body.pagination).toMatchObject({ actualPage: 1, hasNextPage: true, total: 17, totalPages: 2, itemCount: 15, nextPage: 2 });
    const [first] = res.body.users;
    expect(first).toMatchObject({
      user: { _id: people.ana, name: 'ana', lastname: 'Quispe', photo: null, roles: [{ rol: { _id: 'estudiante' } }] },
      scheduled: { _id: tree.main, course: tree.programme },
    });
    expect(typeof first.enrolled_at).toBe('string');
    expect(names(await list({ page: 2 }))).toEqual(['Pablo', 'Zoila']);
  });

  it('sorts Z→A, filters by part of the name or last name, and lists a module schedule', async () => {
    expect(names(await list({ sortNameNumber: -1, docs: 3 }))).toEqual(['Zoila', 'Pablo', 'Olga']);
    expect(names(await list({ filter_by_name: 'BRU' }))).toEqual(['Bruno']);
    expect((await list({ filter_by_name: 'quispe' })).body.pagination).toMatchObject({ total: 17 });
    const module = await list({ scheduled: tree.schedules[1] }, tok.coordA);
    expect(names(module)).toEqual(['Bruno', 'Zoila']);
    expect(module.body.users[0].scheduled).toEqual({ _id: tree.schedules[1], course: tree.modules[1] });
    expect(names(await list({ scheduled: tree.schedules[0] }, tok.adminA))).toEqual([]);
  });

  it('refuses bad input (400), another entity (403/404), other roles (403) and no token (401)', async () => {
    for (const bad of [{ sortNameNumber: 2 }, { rol: 'docente' }, { page: 0 }, { scheduled: 'x' }]) {
      expect((await list(bad)).status).toBe(400);
    }
    expect((await list({ scheduled: t.fx.scheduleds.B.scheduled })).status).toBe(404);
    expect((await list({ scheduled: t.fx.scheduleds.B.scheduled, entity: t.fx.entityB })).status).toBe(403);
    expect((await list({}, tok.counterB)).status).toBe(403);
    expect((await list({}, tok.docenteA)).status).toBe(403);
    expect((await list({}, null)).status).toBe(401);
  });
});

const remove = (user: string, scheduled: string, over: Record<string, unknown> = {}, token: string | null = tok.counterA) =>
  t.call(students.deallocateUserFromScheduled, { entity: tree.entity, scheduled, user, ...over }, token);

describe('deallocateUserFromScheduled', () => {
  it('from a module schedule: only that schedule and that module', async () => {
    const res = await remove(people.Zoila, tree.schedules[1], {}, tok.coordA);
    expect(res).toMatchObject({ status: 200, body: { message: M.STUDENT_REMOVED_FROM_SCHEDULED } });
    const h = await holdings(t, people.Zoila);
    expect(h.enrolled).toEqual([tree.main]);
    expect(h.access).toEqual([]);
    expect(await remove(people.Zoila, tree.schedules[1])).toMatchObject({ status: 404, body: { message: M.STUDENT_NOT_ENROLLED } });
  });

  it('from a main course: it, its module schedules and the module access; the certificate stops being valid', async () => {
    await t.db.tx((db) => enrolStudent(db, { entityId: tree.entity, userId: people.Bruno, mainScheduledId: tree.main, modules: 'all' }));
    await t.db.query(
      `INSERT INTO student_certificates (entity_id, scheduled_id, user_id, code, file_key) VALUES ($1, $2, $3, 'codigo-bruno', 'k')`,
      [tree.entity, tree.main, people.Bruno],
    );
    const res = await remove(people.Bruno, tree.main);
    expect(res).toMatchObject({ status: 200, body: { message: M.STUDENT_REMOVED_FROM_SCHEDULED } });
    expect(await holdings(t, people.Bruno)).toEqual({ enrolled: [], access: [] });
    const [cert] = await t.db.query<{ is_valid: boolean }>('SELECT is_valid FROM student_certificates WHERE code = $1', ['codigo-bruno']);
    expect(cert.is_valid).toBe(false);
    // still a student of the entity, no longer in the list
    expect(names(await list({ filter_by_name: 'Bruno' }))).toEqual([]);
    const roles = await t.db.query('SELECT 1 FROM memberships WHERE user_id = $1 AND role_id = $2', [people.Bruno, 'estudiante']);
    expect(roles).toHaveLength(1);
  });

  it('answers 404 for someone not enrolled, and refuses another entity, other roles and no token, changing nothing', async () => {
    const before = await t.snapshot();
    expect(await remove(t.fx.users.studentA.id, tree.main)).toMatchObject({ status: 404, body: { message: M.STUDENT_NOT_ENROLLED } });
    expect((await remove(people.ana, t.fx.scheduleds.B.scheduled)).status).toBe(404);
    expect((await remove(people.ana, t.fx.scheduleds.B.scheduled, { entity: t.fx.entityB })).status).toBe(403);
    expect((await remove(people.ana, tree.main, {}, tok.counterB)).status).toBe(403);
    expect((await remove(people.ana, tree.main, {}, tok.docenteA)).status).toBe(403);
    expect((await remove(people.ana, tree.main, {}, null)).status).toBe(401);
    expect((await remove(people.ana, 'x')).status).toBe(400);
    expect(await t.snapshot()).toBe(before);
  });
});
