import { certificates as sc, M } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { enrolStudentA, studentACertificate } from './certificates-test-kit.js';

const { t, as } = useTestApp(['counterA', 'coordA', 'counterB']);
beforeAll(async () => {
  await enrolStudentA(t);
});

const { input, lookup } = studentACertificate(t);

describe('refusals', () => {
  it('a student not enrolled in the course: 404 in Spanish, nothing written', async () => {
    const before = await t.snapshot();
    const res = await t.call(sc.generateCertificate_2, input({ student_id: t.fx.users.docenteA.id }), as.counterA);
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
      const res = await t.call(sc.generateCertificate_2, input({ scheduled_id }), as.counterA);
      expect([res.status, res.body.message]).toEqual([404, M.SCHEDULED_NOT_FOUND]);
    }
  });

  it('the coordinador reads but may not generate (403); without a token 401; nothing changes', async () => {
    const before = await t.snapshot();
    const coord = await t.call(sc.generateCertificate_2, input(), as.coordA);
    expect([coord.status, coord.body.message]).toEqual([403, M.NO_ENTITY_ACCESS]);
    const anonymous = await t.call(sc.generateCertificate_2, input(), null);
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    expect((await lookup('')).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });

  it("another entity's staff: 403 naming A, 404 naming A's course from B; nothing changes", async () => {
    const before = await t.snapshot();
    expect((await t.call(sc.generateCertificate_2, input(), as.counterB)).status).toBe(403);
    expect((await lookup(as.counterB)).status).toBe(403);
    const crossed = await t.call(sc.generateCertificate_2, input({ entity_id: t.fx.entityB }), as.counterB);
    expect(crossed.status).toBe(404);
    const read = await t.call(
      sc.getCertificateByUser,
      { entity: t.fx.entityB, scheduled: t.fx.scheduleds.A.scheduled, user: t.fx.users.studentA.id },
      as.counterB,
    );
    expect(read.status).toBe(404);
    expect(await t.snapshot()).toBe(before);
  });

  it('validation: ids that are not ids, missing fields', async () => {
    const bad = await t.call(sc.generateCertificate_2, input({ student_id: 'abc' }), as.counterA);
    expect([bad.status, bad.body.message, bad.body.fields]).toEqual([
      400,
      M.FIELD_INVALID,
      { student_id: M.FIELD_INVALID },
    ]);
    const missing = await t.callRaw(
      sc.getCertificateByUser,
      { entity: t.fx.entityA, user: t.fx.users.studentA.id },
      as.coordA,
    );
    expect([missing.status, missing.body.fields]).toEqual([400, { scheduled: M.FIELD_REQUIRED }]);
  });
});
