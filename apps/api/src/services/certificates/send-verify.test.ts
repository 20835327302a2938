import { certificates as sc, M } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { enrolStudentA } from './certificates-test-kit.js';
import { sentMails } from '../../test/outbox.js';
import { readPdf } from './pdf/read-pdf.js';

const { t, as } = useTestApp(['counterA', 'coordA']);
let code: string;
beforeAll(async () => {
  await t.db.query(`UPDATE users SET name = 'Lucía', lastname = 'Quispe Mamani' WHERE id = $1`, [
    t.fx.users.studentA.id,
  ]);
  await t.db.query(`UPDATE entities SET logo = 'public/entities/2026-01/logo.png' WHERE id = $1`, [t.fx.entityA]);
  await enrolStudentA(t);
});

const send = (token: string | null, email = 'lucia.quispe@correo.pe') =>
  t.call(
    sc.sendCertificate,
    { entity: t.fx.entityA, student: t.fx.users.studentA.id, scheduled: t.fx.scheduleds.A.scheduled, email },
    token,
  );
const verify = (value: string) => t.call(sc.verifyCertificate, { code: value }, null);

/** The PDF attached to a mail (base64 in the .eml). */
function attachedPdf(eml: string): Buffer {
  const part = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(eml);
  if (!part) throw new Error('no PDF attached');
  return Buffer.from(part[1].replace(/\s+/g, ''), 'base64');
}

describe('sendCertificate', () => {
  it('refuses a student with no certificate yet (404), queuing nothing', async () => {
    const before = await t.snapshot();
    const res = await send(as.counterA);
    expect([res.status, res.body.message]).toEqual([404, M.CERTIFICATE_NOT_GENERATED]);
    expect(await t.snapshot()).toBe(before);
    expect(await sentMails(t)).toEqual([]);
  });

  it('queues one mail to the address given, with the PDF attached and the public page, and says so', async () => {
    const generated = await t.call(
      sc.generateCertificate_2,
      { scheduled_id: t.fx.scheduleds.A.scheduled, entity_id: t.fx.entityA, student_id: t.fx.users.studentA.id },
      as.counterA,
    );
    expect(generated.status).toBe(200);
    code = generated.body.code;
    const res = await send(as.counterA, 'Lucia.Quispe@Correo.pe');
    expect([res.status, res.body]).toEqual([200, { message: M.certificateSent('lucia.quispe@correo.pe') }]);
    const [queued] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pending'`,
    );
    expect(queued.n).toBe(1);
    const mails = await sentMails(t);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^To: lucia\.quispe@correo\.pe$/m);
    expect(mails[0]).toContain(`Subject: ${M.certificateMailSubject('Desarrollo web 2026-I')}`);
    expect(mails[0]).toContain(`certificado-${code}.pdf`);
    expect(mails[0]).toContain(`/certificados/${code}`);
    const pdf = await readPdf(attachedPdf(mails[0]));
    expect(pdf.text).toContain('Lucía Quispe Mamani');
    expect(pdf.text).toContain(M.certificateCode(code));
  });

  it('keeps the mailed PDF even when the certificate is generated again before the outbox sends', async () => {
    expect((await send(as.counterA, 'otra@correo.pe')).status).toBe(200);
    const again = await t.call(
      sc.generateCertificate_2,
      { scheduled_id: t.fx.scheduleds.A.scheduled, entity_id: t.fx.entityA, student_id: t.fx.users.studentA.id },
      as.counterA,
    );
    expect(again.body.code).toBe(code);
    const mails = await sentMails(t);
    const latest = mails.find((m) => /^To: otra@correo\.pe$/m.test(m)) as string;
    expect((await readPdf(attachedPdf(latest))).text).toContain('Lucía Quispe Mamani');
  });

  it('the coordinador may not send (403); a bad e-mail is refused in Spanish; nothing is queued', async () => {
    const before = await t.snapshot();
    expect((await send(as.coordA)).status).toBe(403);
    const bad = await send(as.counterA, 'no-es-correo');
    expect([bad.status, bad.body.message]).toEqual([400, M.EMAIL_INVALID]);
    expect((await send(null)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('verifyCertificate (public)', () => {
  it('answers valid, whose and which course, in the entity branding, to anyone without a token', async () => {
    const res = await verify(code);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      valid: true,
      certificate: {
        student_name: 'Lucía Quispe Mamani',
        course_name: 'Desarrollo web 2026-I',
        entity: {
          entity_name: 'Entidad A',
          logo: '/files/public/entities/2026-01/logo.png',
          colors: { bg_sidebar: '#CC337E', bg_buttons: '#CC337E', font_color: '#000000' },
        },
      },
    });
    const cert = res.body.certificate!;
    expect(cert.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(cert.issued_at))).toBe(false);
    // typed by hand in lower case, or with spaces around
    expect((await verify(` ${code.toLowerCase()} `)).body.valid).toBe(true);
  });

  it('an unknown code: not valid, nothing shown', async () => {
    expect((await verify('ZZZZZZZZZZZZZZZZ')).body).toEqual({ valid: false, certificate: null });
    expect((await verify("' OR 1=1 --")).body).toEqual({ valid: false, certificate: null });
    expect((await verify('')).status).toBe(400);
  });

  it('once the student leaves the course: not valid, still saying whose it was; sending it is refused (409)', async () => {
    await t.db.query('DELETE FROM scheduled_students WHERE user_id = $1', [t.fx.users.studentA.id]);
    const res = await verify(code);
    expect(res.body).toMatchObject({ valid: false, certificate: { student_name: 'Lucía Quispe Mamani' } });
    const refused = await send(as.counterA);
    expect([refused.status, refused.body.message]).toEqual([409, M.CERTIFICATE_NO_LONGER_VALID]);
    // and the flag the removal sets is honoured on its own
    await enrolStudentA(t);
    await t.db.query('UPDATE student_certificates SET is_valid = false');
    expect((await verify(code)).body.valid).toBe(false);
  });
});
