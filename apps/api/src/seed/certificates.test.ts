// The demo certificates of Colegio Andino, as the Certificado tab and the public page show them.
import { certificates as sc, M } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../services/certificates/pdf/read-pdf.js';
import { useTestApp } from '../test/harness.js';
import { seedDemo } from './seed-test-kit.js';
import { seedCertificates } from './certificates.js';
import { DEMO_PASSWORD, seedPlatform } from './platform.js';
import { seedScheduleds } from './scheduleds.js';
import { seedStudents } from './students.js';

const { t } = useTestApp();
let token: string;
beforeAll(async () => {
  await seedDemo(t, [seedPlatform, seedScheduleds, seedStudents, seedCertificates]);
  token = await t.signIn('counter@colegioandino.edu.pe', DEMO_PASSWORD);
});

const certificates = () =>
  t.db.query<{
    entity_id: string;
    scheduled_id: string;
    user_id: string;
    code: string;
    template_id: string | null;
    email: string;
  }>(
    `SELECT c.entity_id, c.scheduled_id, c.user_id, c.code, c.template_id, u.email
     FROM student_certificates c JOIN users u ON u.id = c.user_id ORDER BY u.email`,
  );

describe('demo certificates', () => {
  it('are three, in the plain look and in the template Full Stack chose, each openable and valid', async () => {
    const rows = await certificates();
    expect(rows.map((r) => [r.email.split('@')[0], r.template_id !== null])).toEqual([
      ['miguel.condori', false],
      ['sofia.mamani', true],
      ['valentina.rojas', false],
    ]);
    for (const row of rows) {
      const res = await t.call(
        sc.getCertificateByUser,
        { entity: row.entity_id, scheduled: row.scheduled_id, user: row.user_id },
        token,
      );
      expect(res.body).toMatchObject({ hasCertificate: true, code: row.code });
      const file = await t.app.inject({ method: 'GET', url: res.body.url! });
      expect(file.statusCode).toBe(200);
      expect((await readPdf(file.rawPayload)).text).toContain(M.certificateCode(row.code));
      expect((await t.call(sc.verifyCertificate, { code: row.code }, null)).body.valid).toBe(true);
    }
  });
});
