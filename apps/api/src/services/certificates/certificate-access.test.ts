import { certificates as sc, M } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

const { t } = useTestApp();
let counterA: string;
let coordA: string;
let counterB: string;
beforeAll(async () => {
  [counterA, coordA, counterB] = await Promise.all(
    ['counterA', 'coordA', 'counterB'].map((k) => t.signIn(t.fx.users[k as 'counterA'].email)),
  );
  await t.db.query('INSERT INTO scheduled_students (entity_id, scheduled_id, user_id) VALUES ($1, $2, $3)', [
    t.fx.entityA,
    t.fx.scheduleds.A.scheduled,
    t.fx.users.studentA.id,
  ]);
});

const input = (over: Record<string, string> = {}) => ({
  scheduled_id: t.fx.scheduleds.A.scheduled,
  entity_id: t.fx.entityA,
  student_id: t.fx.users.studentA.id,
  ...over,
});
const lookup = (token: string) =>
  t.call(
    sc.getCertificateByUser,
    { entity: t.fx.entityA, scheduled: t.fx.scheduleds.A.scheduled, user: t.fx.users.studentA.id },
    token,
  );

describe('refusals', () => {
  it('a student not enrolled in the course: 404 in Spanish, nothing written', async () => {
    const before = await t.snapshot();
    const res = await t.call(sc.generateCertificate_2, input({ student_id: t.fx.users.docenteA.id }), counterA);
    expect([res.status, res.body.message]).toEqual([404, M.STUDENT_NOT_ENROLLED]);
    expect(await t.snapshot()).toBe(before);
  });

  it('a module schedule or an unknown course is no main scheduled course: 404', async () => {
    const [child] = await t.db.query<{ id: string }>(
      `INSERT INTO scheduleds (entity_id, course_id, name, start_date, end_date, type_of_scheduled, main_scheduled)
       SELECT entity_id, $2, 'Fundamentos', start_date, start_date + 10, 'children', id FROM scheduleds WHERE id = $1 RETURNING id`,
      [t.fx.scheduleds.A.scheduled, t.fx.programmes.A.module],
    );
    for (const scheduled_id of [child.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.call(sc.generateCertificate_2, input({ scheduled_id }), counterA);
      expect([res.status, res.body.message]).toEqual([404, M.SCHEDULED_NOT_FOUND]);
    }
  });

  it('the coordinador reads but may not generate (403); without a token 401; nothing changes', async () => {
    const before = await t.snapshot();
    const coord = await t.call(sc.generateCertificate_2, input(), coordA);
    expect([coord.status, coord.body.message]).toEqual([403, M.NO_ENTITY_ACCESS]);
    const anonymous = await t.call(sc.generateCertificate_2, input(), null);
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    expect((await lookup('')).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });

  it("another entity's staff: 403 naming A, 404 naming A's course from B; nothing changes", async () => {
    const before = await t.snapshot();
    expect((await t.call(sc.generateCertificate_2, input(), counterB)).status).toBe(403);
    expect((await lookup(counterB)).status).toBe(403);
    const crossed = await t.call(sc.generateCertificate_2, input({ entity_id: t.fx.entityB }), counterB);
    expect(crossed.status).toBe(404);
    const read = await t.call(
      sc.getCertificateByUser,
      { entity: t.fx.entityB, scheduled: t.fx.scheduleds.A.scheduled, user: t.fx.users.studentA.id },
      counterB,
    );
    expect(read.status).toBe(404);
    expect(await t.snapshot()).toBe(before);
  });

  it('validation: ids that are not ids, missing fields', async () => {
    const bad = await t.call(sc.generateCertificate_2, input({ student_id: 'abc' }), counterA);
    expect([bad.status, bad.body.message, bad.body.fields]).toEqual([
      400,
      M.FIELD_INVALID,
      { student_id: M.FIELD_INVALID },
    ]);
    const missing = await t.callRaw(
      sc.getCertificateByUser,
      { entity: t.fx.entityA, user: t.fx.users.studentA.id },
      coordA,
    );
    expect([missing.status, missing.body.fields]).toEqual([400, { scheduled: M.FIELD_REQUIRED }]);
  });
});
