// What the receipts tests build on: a valid 'Facturación electrónica' form, and an entity that issues receipts
// (its settings written as the tab would leave them, with a sealed SOL password and certificate).
import { type Input, receipts, type TaxTreatment } from '@edu/shared';
import { seal } from '../../crypto/sealed.js';
import type { TestApp } from '../../test/harness.js';
import { type FiscalRow, NO_FISCAL, saveFiscal as saveFiscalRow } from './fiscal.queries.js';
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
  t: Pick<TestApp, 'db' | 'app' | 'fx'>,
  entityId: string,
  cert: { pfx: Buffer; password: string; notAfter: Date },
  patch: { default_treatment?: TaxTreatment; destination?: FiscalRow['destination']; ose_url?: string | null; sol_password?: string } = {},
) {
  const key = t.app.services.secrets.encryptionKey;
  const f = { ...FISCAL_FORM, ...patch };
  const row: FiscalRow = {
    ...NO_FISCAL,
    ruc: f.ruc,
    legal_name: f.legal_name,
    trade_name: f.trade_name,
    address: f.address,
    ubigeo: f.ubigeo,
    default_treatment: f.default_treatment,
    destination: f.destination,
    ose_url: f.ose_url || null,
    sol_user: f.sol_user,
    sol_password_sealed: seal(key, f.sol_password, solAssociated(entityId)),
    certificate_sealed: seal(key, cert.pfx.toString('base64'), certificateAssociated(entityId)),
    certificate_password_sealed: seal(key, cert.password, certificatePasswordAssociated(entityId)),
    certificate_subject: readPfx(cert.pfx, cert.password).subject,
    certificate_not_after: cert.notAfter,
    is_enabled: true,
  };
  await saveFiscalRow(t.db, entityId, row, t.fx.users.adminA.id);
}
