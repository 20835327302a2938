// What the receipts tests build on: a valid 'Facturación electrónica' form, and an entity that issues receipts
// (its settings written as the tab would leave them, with a sealed SOL password and certificate).
import { type Input, receipts } from '@edu/shared';
import { seal } from '../../crypto/sealed.js';
import type { TestApp } from '../../test/harness.js';
import { readPfx } from './ubl/read-certificate.js';
import { solAssociated } from './update-fiscal-settings.js';
import { certificateAssociated, certificatePasswordAssociated } from './upload-fiscal-certificate.js';

/** RUC 20100123453: its check digit is right */
export const FISCAL_FORM = {
  ruc: '20100123453',
  legal_name: 'Academia Andina S.A.C.',
  trade_name: 'Academia Andina',
  address: 'Av. Arequipa 1234, Lima',
  ubigeo: '150101',
  establishment_code: '0000',
  boleta_series: 'B001',
  factura_series: 'F001',
  boleta_next: 1,
  factura_next: 1,
  default_treatment: 'exonerado',
  destination: 'beta',
  ose_url: '',
  sol_user: 'MODDATOS',
  sol_password: 'moddatos',
  is_enabled: false,
} as const;

/** the form with `patch` over it; a test of bad values may put anything there, as a client may */
export const fiscalInput = (entityId: string, patch: Partial<Record<keyof typeof FISCAL_FORM, unknown>> = {}) =>
  ({ entity_id: entityId, ...FISCAL_FORM, ...patch }) as unknown as Input<typeof receipts.updateFiscalSettings>;

export async function saveFiscal(t: TestApp, token: string, entityId: string, patch = {}) {
  return t.call(receipts.updateFiscalSettings, fiscalInput(entityId, patch), token);
}

/**
 * The entity issues receipts: its settings saved and switched on, the certificate sealed as uploadFiscalCertificate
 * seals it (`pfx`, `password`: a test certificate's).
 */
export async function issuing(
  t: Pick<TestApp, 'db' | 'app'>,
  entityId: string,
  cert: { pfx: Buffer; password: string; notAfter: Date },
  patch: {
    default_treatment?: string;
    destination?: string;
    ose_url?: string | null;
    sol_user?: string;
    sol_password?: string;
  } = {},
) {
  const key = t.app.services.secrets.encryptionKey;
  const f = { ...FISCAL_FORM, ...patch };
  await t.db.query(
    `INSERT INTO fiscal_settings (entity_id, ruc, legal_name, trade_name, address, ubigeo, default_treatment,
       destination, ose_url, sol_user, sol_password_sealed, certificate_sealed, certificate_password_sealed,
       certificate_subject, certificate_not_after, is_enabled)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, true)
     ON CONFLICT (entity_id) DO UPDATE SET ruc = $2, legal_name = $3, trade_name = $4, address = $5, ubigeo = $6,
       default_treatment = $7, destination = $8, ose_url = $9, sol_user = $10, sol_password_sealed = $11,
       certificate_sealed = $12, certificate_password_sealed = $13, certificate_subject = $14,
       certificate_not_after = $15, is_enabled = true`,
    [
      entityId,
      f.ruc,
      f.legal_name,
      f.trade_name,
      f.address,
      f.ubigeo,
      f.default_treatment,
      f.destination,
      f.ose_url || null,
      f.sol_user,
      seal(key, f.sol_password, solAssociated(entityId)),
      seal(key, cert.pfx.toString('base64'), certificateAssociated(entityId)),
      seal(key, cert.password, certificatePasswordAssociated(entityId)),
      readPfx(cert.pfx, cert.password).subject,
      cert.notAfter,
    ],
  );
}
