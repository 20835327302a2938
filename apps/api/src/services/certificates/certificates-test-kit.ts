// What the certificate tests build on: the fixture student enrolled in entity A's scheduled course, and the calls that
// generate and look up that student's certificate.
import { certificates as sc } from '@edu/shared';
import type { TestApp } from '../../test/harness.js';

/**
 * Enrols the fixture student of entity A in its scheduled course. Enrolment is another fname (assignUserToScheduled):
 * the tests write the row its handler writes.
 */
export async function enrolStudentA(t: TestApp): Promise<void> {
  await t.db.query('INSERT INTO scheduled_students (entity_id, scheduled_id, user_id) VALUES ($1, $2, $3)', [
    t.fx.entityA,
    t.fx.scheduleds.A.scheduled,
    t.fx.users.studentA.id,
  ]);
}

/**
 * generateCertificate_2's input for that student (`over` changes any of it), and getCertificateByUser of that student
 * as `token`. `t` may be a file's useTestApp app, read when they are called.
 */
export function studentACertificate(t: TestApp) {
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
  return { input, lookup };
}
