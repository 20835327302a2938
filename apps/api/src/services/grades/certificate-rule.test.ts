// When a certificate may be issued (decision 0054): by default once the course has ended and the student's final grade
// reaches the passing mark, with the reason in Spanish otherwise; 'any_time' as the entity's choice; the Certificado
// tab's getCertificateByUser says the same to whoever reads it. Refusals change nothing.
import { addDays, certificates, entities, formatDayMonthYear, grades, M, todayIn } from '@edu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GradesRoom, gradesRoom, takeExam } from './grades-test-kit.js';

let r: GradesRoom;
let admin: string;
let counter: string;
beforeAll(async () => {
  r = await gradesRoom('certregla');
  admin = await r.t.signIn(r.t.fx.users.adminA.email);
  counter = r.counter;
  await takeExam(r, r.ana, { right: true, submit: true });
  await takeExam(r, r.beto, { right: false, submit: true });
  // Ana: PC1 14, PC2 17, Examen 18 (entered) → (14 + 34 + 54) / 6 = 17; Beto: PC1 10.5 only
  const set = (user: string, practice: string, grade: number) =>
    r.t.call(grades.setPracticeGrade, { scheduled_id: r.main, user_id: user, practice_id: practice, grade }, r.teacher);
  await set(r.ana.id, r.practices.pc1, 14);
  await set(r.ana.id, r.practices.pc2, 17);
  await set(r.ana.id, r.practices.exam, 18);
  await set(r.beto.id, r.practices.pc1, 10.5);
});
afterAll(() => r.t.close());

const settings = (token: string | null, body: Record<string, unknown>) =>
  r.t.callRaw(entities.updateEntity, { entity_id: r.t.fx.entityA, ...body }, token);
const generate = (student: string, token = counter) =>
  r.t.call(
    certificates.generateCertificate_2,
    { scheduled_id: r.main, entity_id: r.t.fx.entityA, student_id: student },
    token,
  );
const tab = (student: string, token: string | null = r.coord) =>
  r.t.call(
    certificates.getCertificateByUser,
    { entity: r.t.fx.entityA, scheduled: r.main, user: student },
    token,
  );
const endOf = async () =>
  (
    await r.t.db.query<{ end_date: string }>('SELECT end_date::text AS end_date FROM scheduleds WHERE id = $1', [
      r.main,
    ])
  )[0].end_date;
const endCourse = () =>
  r.t.db.query('UPDATE scheduleds SET start_date = $2, end_date = $3 WHERE id = $1', [
    r.main,
    addDays(todayIn(), -60),
    addDays(todayIn(), -1),
  ]);

describe('the certificate rule (decision 0054)', () => {
  it("is 'course_end' for a new entity, and only an admin changes it, with a Spanish message for a wrong value", async () => {
    const [fresh] = await r.t.db.query<{ certificate_rule: string }>(
      `INSERT INTO entities (entity_name, description, domain) VALUES ('Nueva', 'Nueva', 'nueva-regla.test.pe')
       RETURNING certificate_rule`,
    );
    expect(fresh.certificate_rule).toBe('course_end');
    const before = await r.t.snapshot();
    expect(await settings(admin, { certificate_rule: 'siempre' })).toMatchObject({
      status: 400,
      body: { message: M.FIELD_INVALID },
    });
    expect((await settings(r.coord, { certificate_rule: 'any_time' })).status).toBe(403);
    expect((await settings(null, { certificate_rule: 'any_time' })).status).toBe(401);
    expect(await r.t.snapshot()).toBe(before);
    const res = await settings(admin, { certificate_rule: 'course_end' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.entity.grading).toEqual({ passing_mark: '11.00', certificate_rule: 'course_end' });
  });

  it('refuses mid-course, whatever the grades, saying when it will be issued; the tab says the same', async () => {
    const refusal = M.certificateBeforeEnd(formatDayMonthYear(await endOf()), '11.00');
    const before = await r.t.snapshot();
    expect(await generate(r.ana.id)).toMatchObject({ status: 409, body: { message: refusal } });
    expect(await generate(r.beto.id, admin)).toMatchObject({ status: 409, body: { message: refusal } });
    expect(await r.t.snapshot()).toBe(before);
    const read = await tab(r.ana.id);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body).toMatchObject({
      hasCertificate: false,
      issuing: { rule: 'course_end', end_date: await endOf(), passing_mark: '11.00', final: null, refusal },
    });
  });

  it('after the end, issues to who passed and refuses who did not, with both grades in the message', async () => {
    await endCourse();
    const before = await r.t.snapshot();
    // Beto: (1 × 10.5 + 2 × 0 + 3 × 0) / 6 = 1.75
    const refused = await generate(r.beto.id);
    expect(refused).toMatchObject({ status: 409, body: { message: M.certificateNotPassed('1.75', '11.00') } });
    expect(await r.t.snapshot()).toBe(before);
    expect((await tab(r.beto.id)).body.issuing).toMatchObject({
      final: '1.75',
      refusal: M.certificateNotPassed('1.75', '11.00'),
    });
    expect((await tab(r.ana.id)).body.issuing).toMatchObject({ final: '17.00', refusal: null });
    const issued = await generate(r.ana.id);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(issued.body.hasCertificate).toBe(true);
  });

  it("issues at any time, without a grade, once the entity chose 'any_time'", async () => {
    expect((await settings(admin, { certificate_rule: 'any_time' })).status).toBe(200);
    expect((await tab(r.beto.id)).body.issuing).toEqual({
      rule: 'any_time',
      end_date: await endOf(),
      passing_mark: '11.00',
      final: null,
      refusal: null,
    });
    expect((await generate(r.beto.id)).status).toBe(200);
    await settings(admin, { certificate_rule: 'course_end' });
  });

  it('tells the tab nothing of another entity, nor without a token', async () => {
    const other = await r.t.signIn(r.t.fx.users.coordB.email);
    expect((await tab(r.ana.id, other)).status).toBe(403);
    expect((await tab(r.ana.id, null)).status).toBe(401);
  });
});
