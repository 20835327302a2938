// Mis certificados (04 §2.2): the caller's own issued certificates in the entity, newest first, each with a
// short-lived signed link to its PDF and the public verification page; nobody else's, and nothing changes.
import { certificates as sc } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { type Priced, pricedProgramme } from '../orders/orders-test-kit.js';
import { newStudent, type Student } from '../my-courses/student-test-kit.js';

const { t } = useTestApp([], { PUBLIC_URL: 'https://aula.example.pe' });
let rosa: Student;
let luis: Student;
let web: Priced;
beforeAll(async () => {
  rosa = await newStudent(t, 'rosa@test.pe', 'Rosa');
  luis = await newStudent(t, 'luis@test.pe', 'Luis');
  web = await pricedProgramme(t, 'A', { name: 'Web', inscription: '0.00', course: '100.00', modules: ['50.00'] });
  const counter = await t.signIn(t.fx.users.counterA.email);
  // enrolment is another fname (assignUserToScheduled): the test writes the row its handler writes
  for (const scheduled of [web.main, t.fx.scheduleds.A.scheduled]) {
    await t.db.query('INSERT INTO scheduled_students (entity_id, scheduled_id, user_id) VALUES ($1, $2, $3)', [
      t.fx.entityA,
      scheduled,
      rosa.id,
    ]);
    const res = await t.call(
      sc.generateCertificate_2,
      { scheduled_id: scheduled, entity_id: t.fx.entityA, student_id: rosa.id },
      counter,
    );
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  }
});

const mine = (token: string | null, entity_id = t.fx.entityA) =>
  t.call(sc.getMyCertificates, { entity_id }, token);

describe('getMyCertificates', () => {
  it("lists the caller's certificates newest first, with a signed PDF link and the verification page", async () => {
    const res = await mine(rosa.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = res.body.certificates;
    expect(list.map((c) => [c.scheduled_id, c.course_name])).toEqual([
      [t.fx.scheduleds.A.scheduled, 'Desarrollo web 2026-I'],
      [web.main, 'Web 2026'],
    ]);
    const [first] = list;
    expect(first.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.url).toMatch(/^\/files\/private\/.+\?exp=\d+&sig=/);
    expect(first.verify_url).toBe(`https://aula.example.pe/certificados/${first.code}`);
    expect(Date.parse(list[0].issued_at)).toBeGreaterThanOrEqual(Date.parse(list[1].issued_at));
    const pdf = await t.app.inject({ method: 'GET', url: first.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it('leaves out a certificate withdrawn with the enrolment', async () => {
    await t.db.query('UPDATE student_certificates SET is_valid = false WHERE scheduled_id = $1 AND user_id = $2', [
      web.main,
      rosa.id,
    ]);
    const res = await mine(rosa.token);
    expect(res.body.certificates.map((c) => c.scheduled_id)).toEqual([t.fx.scheduleds.A.scheduled]);
  });

  it("shows another student none of Rosa's, and refuses the caller without a token, staff and another entity", async () => {
    const coord = await t.signIn(t.fx.users.coordA.email);
    const before = await t.snapshot();
    expect((await mine(luis.token)).body).toEqual({ certificates: [] });
    expect((await mine(null)).status).toBe(401);
    expect((await mine(coord)).status).toBe(403);
    expect((await mine(rosa.token, t.fx.entityB)).status).toBe(403);
    expect(await t.snapshot()).toBe(before);
  });
});
