// The student detail's Programa tab (02 §2.11, §3 'Student module', §4): getCourseModules_byUser.
import { M, students } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolStudent } from './enrol.js';
import { newPerson, type ProgrammeTree, programmeTree } from './test-data.js';
import { useTestApp } from '../../test/harness.js';

const { t } = useTestApp();
let tree: ProgrammeTree;
let tok: Record<'coordA' | 'counterA' | 'counterB' | 'docenteA', string>;
beforeAll(async () => {
  tree = await programmeTree(t, 'A');
  tok = {} as typeof tok;
  for (const who of ['coordA', 'counterA', 'counterB', 'docenteA'] as const) tok[who] = await t.signIn(t.fx.users[who].email);
});

const modulesOf = (user: string, over: Record<string, unknown> = {}, token: string | null = tok.counterA) =>
  t.call(students.getCourseModules_byUser, { scheduled_id: tree.main, course_id: tree.programme, user_id: user, ...over }, token);

describe('getCourseModules_byUser', () => {
  it("lists the programme's modules in order, locked until bought and enabled, with their schedules", async () => {
    const s = await newPerson(t, tree.entity, 'Lucía');
    await t.db.tx((db) => enrolStudent(db, { entityId: tree.entity, userId: s.id, mainScheduledId: tree.main, modules: [tree.schedules[1]] }));
    const res = await modulesOf(s.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.modules;
    expect(rows.map((m) => [m.name, m.buyed, m.status, m.scheduled?._id ?? null])).toEqual([
      ['Fundamentos', false, 'disabled', tree.schedules[0]],
      ['Intermedio', true, 'enabled', tree.schedules[1]],
      ['Avanzado', false, 'disabled', null],
    ]);
    expect(rows[0].scheduled).toMatchObject({ start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    // a disabled module stays locked though bought; a module schedule's id stands for its main course
    await t.db.query(`UPDATE student_modules SET status = 'disabled' WHERE user_id = $1`, [s.id]);
    const again = (await modulesOf(s.id, { scheduled_id: tree.schedules[0], course_id: undefined }, tok.coordA)).body.modules;
    expect(again[1]).toMatchObject({ buyed: true, status: 'disabled' });
  });

  it('shows every module unlocked after a total enrolment, and all locked for a student not enrolled', async () => {
    const s = await newPerson(t, tree.entity, 'Total');
    await t.db.tx((db) => enrolStudent(db, { entityId: tree.entity, userId: s.id, mainScheduledId: tree.main, modules: 'all' }));
    expect(((await modulesOf(s.id)).body.modules).every((m) => m.buyed && m.status === 'enabled')).toBe(true);
    const rows = (await modulesOf(t.fx.users.studentA.id)).body.modules;
    expect(rows.every((m) => !m.buyed && m.status === 'disabled')).toBe(true);
  });

  it("answers 404 for a person of another entity or another programme, 403 for another entity's course or roles, 401 without a token", async () => {
    expect(await modulesOf(t.fx.users.studentB.id)).toMatchObject({ status: 404, body: { message: M.NOT_FOUND } });
    expect((await modulesOf(t.fx.users.studentA.id, { course_id: t.fx.programmes.A.module })).status).toBe(404);
    expect((await modulesOf(t.fx.users.studentB.id, { scheduled_id: t.fx.scheduleds.B.scheduled, course_id: undefined })).status).toBe(403);
    expect((await modulesOf(t.fx.users.studentA.id, {}, tok.counterB)).status).toBe(403);
    expect((await modulesOf(t.fx.users.studentA.id, {}, tok.docenteA)).status).toBe(403);
    expect((await modulesOf(t.fx.users.studentA.id, {}, null)).status).toBe(401);
    expect((await modulesOf('x')).status).toBe(400);
  });
});
