import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { certificates as sc, courses, M } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { enrolStudentA, studentACertificate } from './certificates-test-kit.js';
import { jpeg, png } from '../../test/images.js';
import { readPdf } from './pdf/read-pdf.js';

const { t, as } = useTestApp(['counterA', 'coordA', 'adminA'], { PUBLIC_URL: 'https://aula.example.pe' });
beforeAll(async () => {
  const student = t.fx.users.studentA.id;
  await t.db.query(`UPDATE users SET name = 'María José', lastname = 'Ñúñez Güemes' WHERE id = $1`, [student]);
  await enrolStudentA(t);
});

type Certificate = {
  hasCertificate: boolean;
  url: string | null;
  code: string | null;
  verify_url: string | null;
  issued_at: string | null;
};
const { input, lookup } = studentACertificate(t);
const download = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
};
const storedPdfs = () => {
  try {
    return readdirSync(join(t.dataDir, 'files', 'private', 'certificates'), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.pdf'));
  } catch {
    return [];
  }
};

const auditLines = async () =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE fname = 'generateCertificate_2'`))[0].n;
/** the certificate as if issued minutes ago: a later generation is a new request, not a double click */
const issuedMinutesAgo = (minutes: number) =>
  t.db.query(`UPDATE student_certificates SET issued_at = issued_at - make_interval(mins => $1)`, [minutes]);

describe('generateCertificate_2 and getCertificateByUser', () => {
  let first: Certificate;

  it('answers no certificate before one is generated', async () => {
    const res = await lookup(as.coordA);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      hasCertificate: false, url: null, code: null, verify_url: null, issued_at: null,
      // the fixture entity issues at any time (decision 0054): nothing stands in the way
      issuing: expect.objectContaining({ rule: 'any_time', refusal: null }),
    });
  });

  it('renders the PDF (plain look: the course chose no template) and answers a signed link, the code and its page', async () => {
    // a double click: two calls at once give one certificate, one PDF and one line in the audit trail (decision 0052)
    const [res, again] = await Promise.all([
      t.call(sc.generateCertificate_2, input(), as.counterA),
      t.call(sc.generateCertificate_2, input(), as.counterA),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.code).toBe(res.body.code);
    expect(storedPdfs()).toHaveLength(1);
    expect(await auditLines()).toBe(1);
    first = res.body;
    expect(first.hasCertificate).toBe(true);
    expect(first.code).toMatch(/^[A-Z2-7]{16}$/);
    expect(first.verify_url).toBe(`https://aula.example.pe/certificados/${first.code}`);
    expect(first.url).toMatch(/^\/files\/private\/certificates\/.+\.pdf\?exp=\d+&sig=/);
    const file = await download(first.url!);
    expect([file.status, file.type]).toEqual([200, 'application/pdf']);
    const pdf = await readPdf(file.bytes);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0].getWidth()).toBeGreaterThan(pdf.pages[0].getHeight());
    for (const fact of [
      'Entidad A',
      'María José Ñúñez Güemes',
      'Desarrollo web 2026-I',
      M.certificateCode(first.code!),
    ]) {
      expect(pdf.text).toContain(fact);
    }
    // without the signature the link is no link
    expect((await download((first.url!).split('?')[0])).status).toBe(404);
    const [row] = await t.db.query<{ template_id: string | null }>('SELECT template_id FROM student_certificates');
    expect(row.template_id).toBeNull();
  });

  it('shows the coordinador the same certificate with a fresh link', async () => {
    const res = await lookup(as.coordA);
    expect(res.body).toMatchObject({
      hasCertificate: true,
      code: first.code,
      verify_url: first.verify_url,
      issued_at: first.issued_at,
    });
    expect((await download(res.body.url!)).status).toBe(200);
  });

  it('a second generation within a minute answers the same certificate: no new PDF, no new audit line', async () => {
    const before = storedPdfs();
    const res = await t.call(sc.generateCertificate_2, input(), as.adminA);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: first.code, issued_at: first.issued_at });
    expect(storedPdfs()).toEqual(before);
    expect(await auditLines()).toBe(1);
  });

  it("generating again uses the course's chosen template, replaces the PDF (the old file goes) and keeps the code", async () => {
    await issuedMinutesAgo(2);
    const chose = await t.upload(
      courses.setCertificateForCourse,
      { course: t.fx.programmes.A.course, entity: t.fx.entityA, certificate: TEMPLATES.modern },
      [
        { field: 'files', name: 'fondo.jpg', bytes: await jpeg() },
        { field: 'files', name: 'logo.png', bytes: await png() },
      ],
      as.adminA,
    );
    expect(chose.status, JSON.stringify(chose.body)).toBe(200);
    const before = storedPdfs();
    expect(before).toHaveLength(1);
    const res = await t.call(sc.generateCertificate_2, input(), as.adminA);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(first.code);
    expect(res.body.url).not.toBe(first.url);
    const after = storedPdfs();
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
    expect((await download(first.url!)).status).toBe(404);
    expect((await readPdf((await download(res.body.url!)).bytes)).text).toContain(
      M.certificateCode(first.code!),
    );
    const rows = await t.db.query<{ template_id: string; code: string }>(
      'SELECT template_id, code FROM student_certificates',
    );
    expect(rows).toEqual([{ template_id: TEMPLATES.modern, code: first.code }]);
  });
  it('two generations at once print one code and leave one PDF', async () => {
    await issuedMinutesAgo(2);
    const lines = await auditLines();
    const [a, b] = await Promise.all([
      t.call(sc.generateCertificate_2, input(), as.counterA),
      t.call(sc.generateCertificate_2, input(), as.adminA),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.code, b.body.code]).toEqual([first.code, first.code]);
    expect(storedPdfs()).toHaveLength(1);
    expect(await auditLines()).toBe(lines + 1);
  });
});
