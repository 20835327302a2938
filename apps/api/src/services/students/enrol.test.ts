// enrolStudent, the one way a student is enrolled (manual enrolment and accepted orders), called directly.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { expectRollupsExact } from '../metrics/rollups-test-kit.js';
import { enrolStudent } from './enrol.js';
import { holdings, newPerson, type ProgrammeTree, programmeTree } from './test-data.js';

const { t } = useTestApp();
let tree: ProgrammeTree;
beforeAll(async () => {
  tree = await programmeTree(t, 'A');
});
// the dashboards' running totals follow every write of these tests (migration 019)
expectRollupsExact(() => t.db);

const enrol = (userId: string, modules: 'all' | string[], orderId: string | null = null, mainScheduledId = tree.main) =>
  t.db.tx((db) => enrolStudent(db, { entityId: tree.entity, userId, mainScheduledId, modules, orderId }));

describe('enrolStudent', () => {
  it("'all' enrols in the main course and every module schedule, and unlocks every module, even one not scheduled", async () => {
    const s = await newPerson(t, tree.entity, 'Total');
    expect(await enrol(s.id, 'all')).toEqual({ added: 3, unlocked: 3 });
    const h = await holdings(t, s.id);
    expect(h.enrolled).toEqual([tree.main, ...tree.schedules].sort());
    expect(h.access).toHaveLength(3);
    expect(h.access.every((a) => a.buyed && a.status === 'enabled')).toBe(true);
    expect(h.access.map((a) => a.course_id).sort()).toEqual([...tree.modules].sort());
  });

  it('a list enrols in the main course and those module schedules, and unlocks their modules only', async () => {
    const s = await newPerson(t, tree.entity, 'Parcial');
    expect(await enrol(s.id, [tree.schedules[1]])).toEqual({ added: 2, unlocked: 1 });
    const h = await holdings(t, s.id);
    expect(h.enrolled).toEqual([tree.main, tree.schedules[1]].sort());
    expect(h.access).toEqual([{ course_id: tree.modules[1], buyed: true, status: 'enabled', order_id: null }]);
    // an empty list: the main course only, no module unlocked
    const m = await newPerson(t, tree.entity, 'Solo principal');
    expect(await enrol(m.id, [])).toEqual({ added: 1, unlocked: 0 });
  });

  it('is idempotent, and widening a part enrolment to all adds only what is missing', async () => {
    const s = await newPerson(t, tree.entity, 'Dos veces');
    await enrol(s.id, [tree.schedules[0]]);
    expect(await enrol(s.id, [tree.schedules[0]])).toEqual({ added: 0, unlocked: 0 });
    expect(await enrol(s.id, 'all')).toEqual({ added: 1, unlocked: 2 });
    expect(await enrol(s.id, 'all')).toEqual({ added: 0, unlocked: 0 });
  });

  it('gives the role estudiante to a person who does not hold it, and re-enables a disabled module', async () => {
    const p = await newPerson(t, tree.entity, 'Docente alumno', 'Prueba', ['docente']);
    await enrol(p.id, [tree.schedules[0]]);
    const roles = await t.db.query<{ role_id: string }>(
      'SELECT role_id FROM memberships WHERE user_id = $1 ORDER BY role_id',
      [p.id],
    );
    expect(roles.map((r) => r.role_id)).toEqual(['docente', 'estudiante']);
    await t.db.query(`UPDATE student_modules SET status = 'disabled' WHERE user_id = $1`, [p.id]);
    expect(await enrol(p.id, [tree.schedules[0]])).toEqual({ added: 0, unlocked: 1 });
    expect((await holdings(t, p.id)).access[0].status).toBe('enabled');
  });

  it('records the order that paid, on rows it writes and on rows already there', async () => {
    const s = await newPerson(t, tree.entity, 'Comprador');
    const [{ id: order }] = await t.db.query<{ id: string }>(
      `INSERT INTO orders (entity_id, user_id, total_price) VALUES ($1, $2, 90) RETURNING id`,
      [tree.entity, s.id],
    );
    await enrol(s.id, [tree.schedules[0]]);
    expect(await enrol(s.id, [tree.schedules[0], tree.schedules[1]], order)).toEqual({ added: 1, unlocked: 2 });
    expect((await holdings(t, s.id)).access.map((a) => a.order_id)).toEqual([order, order]);
  });

  it("refuses (404) another entity's main course, a module schedule as the main, and a schedule of another main", async () => {
    const s = await newPerson(t, tree.entity, 'Rechazado');
    const before = await t.snapshot();
    await expect(enrol(s.id, 'all', null, t.fx.scheduleds.B.scheduled)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(enrol(s.id, 'all', null, tree.schedules[0])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(enrol(s.id, [tree.main])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await t.snapshot()).toBe(before);
  });
});
