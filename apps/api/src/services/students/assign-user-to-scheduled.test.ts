// Manual enrolment (02 §2.11, §4): assignUserToScheduled in total and part modes, twice, at once, and refused.
import { M, students } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { expectRollupsExact } from '../metrics/rollups-test-kit.js';
import { holdings, newPerson, type ProgrammeTree, programmeTree } from './test-data.js';

const { t } = useTestApp();
let tree: ProgrammeTree;
let tok: Record<'adminA' | 'coordA' | 'counterA' | 'counterB' | 'docenteA' | 'studentA', string>;
beforeAll(async () => {
  tree = await programmeTree(t, 'A');
  tok = {} as typeof tok;
  for (const who of ['adminA', 'coordA', 'counterA', 'counterB', 'docenteA', 'studentA'] as const) {
    tok[who] = await t.signIn(t.fx.users[who].email);
  }
});
// the dashboards' running totals follow every write of these tests (migration 019)
expectRollupsExact(() => t.db);

const assign = (user: string, scheduleds: string[], over: Record<string, unknown> = {}, token: string | null = tok.counterA) =>
  t.call(
    students.assignUserToScheduled,
    { rol: JSON.stringify(['estudiante']), scheduleds: JSON.stringify(scheduleds), entity: tree.entity, user, type: 'web', ...over },
    token,
  );

describe('assignUserToScheduled', () => {
  it('total (the default): the main course, its module schedules and every module of the programme', async () => {
    const s = await newPerson(t, tree.entity, 'Total');
    const res = await assign(s.id, [tree.main]);
    expect(res).toMatchObject({ status: 200, body: { message: M.STUDENT_ENROLLED } });
    const h = await holdings(t, s.id);
    expect(h.enrolled).toEqual([tree.main, ...tree.schedules].sort());
    expect(h.access.map((a) => a.course_id).sort()).toEqual([...tree.modules].sort());
  });

  it('part: only the chosen module schedules plus their main course', async () => {
    const s = await newPerson(t, tree.entity, 'Parte');
    const res = await assign(s.id, [tree.schedules[1]], { mode: 'part' }, tok.coordA);
    expect(res).toMatchObject({ status: 200, body: { message: M.STUDENT_ENROLLED } });
    const h = await holdings(t, s.id);
    expect(h.enrolled).toEqual([tree.main, tree.schedules[1]].sort());
    expect(h.access).toEqual([{ course_id: tree.modules[1], buyed: true, status: 'enabled', order_id: null }]);
  });

  it('enrolling twice changes nothing and says so', async () => {
    const s = await newPerson(t, tree.entity, 'Repetido');
    await assign(s.id, [tree.main, tree.schedules[0]], { mode: 'part' });
    const before = await holdings(t, s.id);
    const again = await assign(s.id, [tree.schedules[0]], { mode: 'part' });
    expect(again).toMatchObject({ status: 200, body: { message: M.STUDENT_ALREADY_ENROLLED } });
    expect(await holdings(t, s.id)).toEqual(before);
    // widening to total adds what was missing
    expect((await assign(s.id, [tree.main])).body.message).toBe(M.STUDENT_ENROLLED);
    expect((await assign(s.id, [tree.main])).body.message).toBe(M.STUDENT_ALREADY_ENROLLED);
  });

  it('two enrolments of the same person at once enrol them once', async () => {
    const s = await newPerson(t, tree.entity, 'Concurrente');
    const answers = await Promise.all([assign(s.id, [tree.main]), assign(s.id, [tree.main], {}, tok.coordA)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.message).sort()).toEqual([M.STUDENT_ALREADY_ENROLLED, M.STUDENT_ENROLLED].sort());
    const h = await holdings(t, s.id);
    expect(h.enrolled).toHaveLength(3);
    expect(h.access).toHaveLength(3);
  });

  it('gives a staff member of the entity the role estudiante', async () => {
    const p = await newPerson(t, tree.entity, 'Docente', 'Alumno', ['docente']);
    expect((await assign(p.id, [tree.main], {}, tok.adminA)).status).toBe(200);
    const roles = await t.db.query<{ role_id: string }>('SELECT role_id FROM memberships WHERE user_id = $1 ORDER BY role_id', [p.id]);
    expect(roles.map((r) => r.role_id)).toEqual(['docente', 'estudiante']);
  });

  it.each([
    ['no scheduled course', { scheduleds: '[]' }, 'scheduleds', M.FIELD_REQUIRED],
    ['an id that is not one', { scheduleds: '["x"]' }, 'scheduleds.0', M.FIELD_INVALID],
    ['an unknown mode', { mode: 'mitad' }, 'mode', M.FIELD_INVALID],
    ['no user', { user: undefined }, 'user', M.FIELD_REQUIRED],
  ])('refuses %s with its message and changes nothing', async (_label, over, field, message) => {
    const s = await newPerson(t, tree.entity, 'Validado');
    const before = await t.snapshot();
    const res = await assign(s.id, [tree.main], over);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field], JSON.stringify(res.body)).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses scheduled courses of two main courses (400)', async () => {
    const [{ id: other }] = await t.db.query<{ id: string }>(
      `INSERT INTO scheduleds (entity_id, course_id, name, start_date, end_date, type_of_scheduled)
       SELECT entity_id, course_id, 'Otra edición', start_date, end_date, 'main' FROM scheduleds WHERE id = $1 RETURNING id`,
      [tree.main],
    );
    const s = await newPerson(t, tree.entity, 'Dos cursos');
    const before = await t.snapshot();
    const res = await assign(s.id, [tree.schedules[0], other], { mode: 'part' });
    expect(res).toMatchObject({ status: 400, body: { message: M.ENROLMENT_ONE_MAIN } });
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses a person who is not in the entity (404) and changes nothing', async () => {
    const before = await t.snapshot();
    for (const user of [t.fx.users.studentB.id, t.fx.users.noEntity.id, '00000000-0000-4000-8000-000000000001']) {
      expect(await assign(user, [tree.main])).toMatchObject({ status: 404, body: { message: M.STUDENT_NOT_IN_ENTITY } });
    }
    expect(await t.snapshot()).toBe(before);
  });

  it("refuses another entity's scheduled course (404), another entity (403), other roles (403) and no token (401)", async () => {
    const before = await t.snapshot();
    expect((await assign(t.fx.users.studentA.id, [t.fx.scheduleds.B.scheduled])).status).toBe(404);
    expect((await assign(t.fx.users.studentA.id, [tree.main, t.fx.scheduleds.B.scheduled])).status).toBe(404);
    expect((await assign(t.fx.users.studentB.id, [t.fx.scheduleds.B.scheduled], { entity: t.fx.entityB })).status).toBe(403);
    expect((await assign(t.fx.users.studentA.id, [tree.main], {}, tok.counterB)).status).toBe(403);
    expect((await assign(t.fx.users.studentA.id, [tree.main], {}, tok.docenteA)).status).toBe(403);
    expect((await assign(t.fx.users.studentA.id, [tree.main], {}, tok.studentA)).status).toBe(403);
    expect((await assign(t.fx.users.studentA.id, [tree.main], {}, null)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});
