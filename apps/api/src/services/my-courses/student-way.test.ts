// The student's way (decision 0051): links mailed to a student lead to their entity's
// students' pages, never to the staff's sign-in; Mis cursos shows the final grade Mis notas shows, and the next module
// is one that starts after today.
import { auth, grades, M, myCourses, orders } from '@edu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetLinkIn, sentMails } from '../../test/outbox.js';
import { type GradesRoom, gradesRoom } from '../grades/grades-test-kit.js';
import { orderId, pricedProgramme } from '../orders/orders-test-kit.js';

let room: GradesRoom;
beforeAll(async () => {
  room = await gradesRoom('way');
});
afterAll(() => room.t.close());

const BASE = 'http://localhost:3000';

async function recoveryMail(input: { email: string; domain?: string }) {
  const { t } = room;
  const before = (await sentMails(t)).length;
  expect(await t.call(auth.recoverPassword, input)).toEqual({ status: 200, body: { ok: true } });
  const mails = await sentMails(t);
  expect(mails.length).toBe(before + 1);
  return mails[mails.length - 1];
}

describe('recovery links', () => {
  it("lead a person who is only a student to their entity's page, whose token sets the password", async () => {
    const { t } = room;
    const mail = await recoveryMail({ email: t.fx.users.studentA.email });
    const token = resetLinkIn(mail);
    expect(mail).toContain(`${BASE}/e/${t.fx.domainA}/recuperar/${token}`);
    expect(mail).not.toContain('/auth/recover-password/');
    expect((await t.call(auth.resetPassword, { check: true }, token)).status).toBe(200);
  });

  it("lead to the entity's page asked for (the students' recovery page), whatever else the person is", async () => {
    const { t } = room;
    const mail = await recoveryMail({ email: t.fx.users.counterA.email, domain: t.fx.domainB.toUpperCase() });
    expect(mail).toContain(`${BASE}/e/${t.fx.domainB}/recuperar/${resetLinkIn(mail)}`);
  });

  it("keep the staff's page for staff, the superadmin, and a domain no entity has", async () => {
    const { t } = room;
    const staff = await recoveryMail({ email: t.fx.users.counterA.email });
    expect(staff).toContain(`${BASE}/auth/recover-password/${resetLinkIn(staff)}`);
    const root = await recoveryMail({ email: t.fx.users.superadmin.email, domain: t.fx.domainA });
    expect(root).toContain(`${BASE}/auth/recover-password/${resetLinkIn(root)}`);
    const unknown = await recoveryMail({ email: t.fx.users.docenteA.email, domain: 'nadie.test.pe' });
    expect(unknown).toContain(`${BASE}/auth/recover-password/${resetLinkIn(unknown)}`);
  });

  it('answers an unknown address the same, mailing nothing, and refuses a malformed domain changing nothing', async () => {
    const { t } = room;
    const unknown = await t.call(auth.recoverPassword, { email: 'sin.cuenta.way@test.pe', domain: t.fx.domainA });
    expect(unknown).toEqual({ status: 200, body: { ok: true } });
    expect((await sentMails(t)).filter((m) => m.includes('sin.cuenta.way@test.pe'))).toEqual([]);
    const snapshot = await t.snapshot();
    const bad = await t.callRaw(auth.recoverPassword, { email: t.fx.users.studentA.email, domain: 'no es/dominio' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.domain).toBe(M.DOMAIN_INVALID);
    expect(await t.snapshot()).toBe(snapshot);
  });
});

describe('order decision mails', () => {
  it("lead through the entity's students' sign-in to Mis cursos and Mis pedidos", async () => {
    const { t, counter } = room;
    const buyer = await t.signIn(t.fx.users.studentA.email);
    const web = await pricedProgramme(t, 'A', {
      name: 'Redes',
      inscription: '0.00',
      course: '10.00',
      modules: ['5.00', '6.00'],
    });
    const rejected = await orderId(t, buyer, t.fx.entityA, [web.schedules[0]]);
    expect((await t.call(orders.rejectOrder, { order_id: rejected, message: 'Ilegible' }, counter)).status).toBe(200);
    const accepted = await orderId(t, buyer, t.fx.entityA, [web.schedules[1]]);
    expect((await t.call(orders.activateOrders, { order_id: accepted }, counter)).status).toBe(200);
    // quoted-printable writes '=' as '=3D', as a mail client would read it back
    const mails = (await sentMails(t))
      .filter((m) => m.includes(t.fx.users.studentA.email))
      .map((m) => m.replaceAll('=3D', '='));
    const signin = `${BASE}/e/${t.fx.domainA}/ingresar?volver=`;
    expect(mails.some((m) => m.includes('Ilegible') && m.includes(`${signin}/aula/pedidos`))).toBe(true);
    expect(mails.some((m) => m.includes(`${signin}/aula/cursos`))).toBe(true);
  });
});

describe('Mis cursos', () => {
  const cardOf = async (token: string) => {
    const res = await room.t.call(myCourses.getMyCourses, { entity_id: room.t.fx.entityA }, token);
    expect(res.status).toBe(200);
    const card = res.body.courses.find((c) => c._id === room.main);
    expect(card).toBeDefined();
    return card as NonNullable<typeof card>;
  };

  it('shows the final grade Mis notas shows, once there is one, to its own student only', async () => {
    const { t, teacher, main, practices, ana, beto } = room;
    expect((await cardOf(ana.token)).final_grade).toBeNull();
    const set = (user: string, practice: string, grade: number) =>
      t.call(grades.setPracticeGrade, { scheduled_id: main, practice_id: practice, user_id: user, grade }, teacher);
    expect((await set(ana.id, practices.pc1, 14)).status).toBe(200);
    expect((await set(ana.id, practices.pc2, 17)).status).toBe(200);
    // before the end the practices without a grade are left out: (1×14 + 2×17) / 3 = 16.00
    expect((await cardOf(ana.token)).final_grade).toBe('16.00');
    const mine = await t.call(grades.getMyGrades, { scheduled_id: main }, ana.token);
    expect(mine.body.final).toBe('16.00');
    const course = await t.call(myCourses.getMyCourse, { scheduled_id: main }, ana.token);
    expect(course.body.course.final_grade).toBe('16.00');
    expect((await cardOf(beto.token)).final_grade).toBeNull();
  });

  it('gives as the next module one that starts after today, not the one under way', async () => {
    const { t, moduleSchedule, ana } = room;
    const today = `(now() AT TIME ZONE 'America/Lima')::date`;
    await t.db.query(`UPDATE scheduleds SET start_date = ${today}, end_date = ${today} + 30 WHERE id = $1`, [
      moduleSchedule,
    ]);
    expect((await cardOf(ana.token)).next_module_date).toBeNull();
    await t.db.query(`UPDATE scheduleds SET start_date = ${today} + 1, end_date = ${today} + 30 WHERE id = $1`, [
      moduleSchedule,
    ]);
    const [{ tomorrow }] = await t.db.query<{ tomorrow: string }>(`SELECT (${today} + 1)::text AS tomorrow`);
    expect((await cardOf(ana.token)).next_module_date?.slice(0, 10)).toBe(tomorrow);
  });

  it('answers 401 without a token and 403 in another entity', async () => {
    const { t, ana } = room;
    expect((await t.callRaw(myCourses.getMyCourses, { entity_id: t.fx.entityA })).status).toBe(401);
    expect((await t.callRaw(myCourses.getMyCourses, { entity_id: t.fx.entityB }, ana.token)).status).toBe(403);
  });
});
