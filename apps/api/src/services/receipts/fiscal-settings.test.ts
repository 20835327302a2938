// 'Facturación electrónica' through the real calls: the form's rules in Spanish, secrets never answered, issuing
// switched on only when complete, a series' next number never back to one already issued, and each programme's
// treatment.
import { CREDENTIAL_MASK, M, receipts } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { fiscalInput, saveFiscal } from './receipts-test-kit.js';
import { readPfx } from './ubl/read-certificate.js';
import { expiredTestCertificate, testCertificate } from './ubl/test-certificate.js';

const { t, as } = useTestApp(['adminA', 'counterA']);

describe('updateFiscalSettings', () => {
  it('saves the form and answers the SOL password masked; a blank one keeps it', async () => {
    const res = await saveFiscal(t, as.adminA, t.fx.entityA);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(M.FISCAL_SAVED);
    expect(res.body.settings).toMatchObject({ ruc: '20100123453', sol_password: CREDENTIAL_MASK, boleta_next: 1 });
    expect(JSON.stringify(res.body)).not.toContain('moddatos');
    const [row] = await t.db.query<{ sol_password_sealed: string }>(
      'SELECT sol_password_sealed FROM fiscal_settings WHERE entity_id = $1',
      [t.fx.entityA],
    );
    expect(row.sol_password_sealed).not.toContain('moddatos');
    const again = await saveFiscal(t, as.adminA, t.fx.entityA, { sol_password: '' });
    expect(again.body.settings.sol_password).toBe(CREDENTIAL_MASK);
    const [after] = await t.db.query<{ sol_password_sealed: string }>(
      'SELECT sol_password_sealed FROM fiscal_settings WHERE entity_id = $1',
      [t.fx.entityA],
    );
    expect(after.sol_password_sealed).toBe(row.sol_password_sealed);
  });

  it.each([
    [{ ruc: '20100123454' }, 'ruc', M.RUC_INVALID],
    [{ ruc: '2010012345' }, 'ruc', M.RUC_INVALID],
    [{ ubigeo: '15010' }, 'ubigeo', M.UBIGEO_INVALID],
    [{ ubigeo: '990101' }, 'ubigeo', M.UBIGEO_INVALID],
    [{ boleta_series: 'F001' }, 'boleta_series', M.BOLETA_SERIES_INVALID],
    [{ factura_series: 'F01' }, 'factura_series', M.FACTURA_SERIES_INVALID],
    [{ boleta_next: 0 }, 'boleta_next', M.RECEIPT_NEXT_INVALID],
    [{ destination: 'ose', ose_url: '' }, 'ose_url', M.OSE_URL_INVALID],
    [{ ose_url: 'http://ose.pe/bill' }, 'ose_url', M.OSE_URL_INVALID],
    [{ legal_name: '  ' }, 'legal_name', M.FIELD_REQUIRED],
  ])('refuses %j in Spanish and changes nothing', async (patch, field, message) => {
    const before = await t.snapshot();
    const res = await saveFiscal(t, as.adminA, t.fx.entityA, patch);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });

  it('refuses to switch issuing on without the certificate, naming what is missing', async () => {
    const res = await saveFiscal(t, as.adminA, t.fx.entityA, { is_enabled: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.fiscalMissing([M.FISCAL_LABELS.certificate]));
    const got = await t.call(receipts.getFiscalSettings, { entity_id: t.fx.entityA }, as.adminA);
    expect(got.body.settings).toMatchObject({ is_enabled: false, missing: [M.FISCAL_LABELS.certificate] });
  });

  it('never moves a series back to a number it already issued', async () => {
    await saveFiscal(t, as.adminA, t.fx.entityA, { boleta_next: 120 });
    await t.db.query(
      `INSERT INTO receipts (entity_id, order_id, kind, type_code, series, number, issued_at, buyer_doc_kind,
         buyer_doc_number, buyer_name, total, igv, document)
       SELECT $1, o.id, 'boleta', '03', 'B001', 120, now(), 'none', '-', 'Ana', 10, 0, '{}' FROM orders o
        WHERE o.entity_id = $1 LIMIT 1`,
      [t.fx.entityA],
    );
    const back = await saveFiscal(t, as.adminA, t.fx.entityA, { boleta_next: 100 });
    expect(back.status).toBe(400);
    expect(back.body.fields?.boleta_next).toBe(M.receiptNextTooLow(121));
    const ahead = await saveFiscal(t, as.adminA, t.fx.entityA, { boleta_next: 500 });
    expect(ahead.body.settings.boleta_next).toBe(500);
    await t.db.query('DELETE FROM receipts WHERE entity_id = $1', [t.fx.entityA]);
  });

  it("is the admins': the counter is refused", async () => {
    const res = await t.call(receipts.updateFiscalSettings, fiscalInput(t.fx.entityA), as.counterA);
    expect(res.status).toBe(403);
  });
});

describe('updateProgrammeTreatment', () => {
  it("sets a programme's treatment and gives it back the entity's with 'default'", async () => {
    const course = t.fx.programmes.A.course;
    const set = await t.call(
      receipts.updateProgrammeTreatment,
      { entity_id: t.fx.entityA, course_id: course, tax_treatment: 'gravado' },
      as.adminA,
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.programme.tax_treatment).toBe('gravado');
    const got = await t.call(receipts.getFiscalSettings, { entity_id: t.fx.entityA }, as.adminA);
    expect(got.body.programmes.find((p: { _id: string }) => p._id === course)?.tax_treatment).toBe('gravado');
    const back = await t.call(
      receipts.updateProgrammeTreatment,
      { entity_id: t.fx.entityA, course_id: course, tax_treatment: 'default' },
      as.adminA,
    );
    expect(back.body.programme.tax_treatment).toBeNull();
  });

  it("answers 404 for another entity's programme and changes nothing", async () => {
    const before = await t.snapshot();
    const res = await t.call(
      receipts.updateProgrammeTreatment,
      { entity_id: t.fx.entityA, course_id: t.fx.programmes.B.course, tax_treatment: 'gravado' },
      as.adminA,
    );
    expect(res.status).toBe(404);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('uploadFiscalCertificate', () => {
  const upload = (pfx: Buffer, password: string, token = as.adminA) =>
    t.upload(
      receipts.uploadFiscalCertificate,
      { entity_id: t.fx.entityA, certificate_password: password },
      [{ field: 'certificate', name: 'certificado.pfx', bytes: pfx }],
      token,
    );

  it('keeps a certificate in force sealed and shows only its subject and expiry; then issuing can be switched on', async () => {
    const cert = testCertificate();
    const res = await upload(cert.pfx, cert.password);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(M.FISCAL_CERTIFICATE_SAVED);
    expect(res.body.settings.certificate).toEqual({
      subject: readPfx(cert.pfx, cert.password).subject,
      not_after: cert.notAfter.toISOString(),
    });
    expect(JSON.stringify(res.body)).not.toContain(cert.password);
    const [row] = await t.db.query<{ certificate_sealed: string }>(
      'SELECT certificate_sealed FROM fiscal_settings WHERE entity_id = $1',
      [t.fx.entityA],
    );
    expect(row.certificate_sealed).not.toContain(cert.pfx.toString('base64').slice(0, 40));
    const on = await saveFiscal(t, as.adminA, t.fx.entityA, { is_enabled: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.settings).toMatchObject({ is_enabled: true, missing: [] });
    await saveFiscal(t, as.adminA, t.fx.entityA, { is_enabled: false });
  });

  it.each([
    ['a wrong password', 'certificate_password', M.CERTIFICATE_PROBLEMS.wrong_password],
    ['an expired certificate', 'certificate', M.CERTIFICATE_PROBLEMS.expired],
    ['a file that is no certificate', 'certificate', M.CERTIFICATE_PROBLEMS.not_pkcs12],
  ])('refuses %s in Spanish and keeps nothing', async (what, field, message) => {
    const cert = testCertificate();
    const expired = expiredTestCertificate();
    const [pfx, password] =
      what === 'a wrong password'
        ? [cert.pfx, 'otra-clave']
        : what === 'an expired certificate'
          ? [expired.pfx, expired.password]
          : [Buffer.from('no soy un certificado'), 'clave'];
    const before = await t.snapshot();
    const res = await upload(pfx, password);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toBe(message);
    expect(await t.snapshot()).toBe(before);
  });
});
