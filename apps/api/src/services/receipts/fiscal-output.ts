// The fiscal settings as the tab shows them: secrets masked, the next numbers of both series, and what issuing lacks.
import { CREDENTIAL_MASK, type FiscalSettingsOutput, M } from '@edu/shared';
import type { Db } from '../../db/client.js';
import { type FiscalRow, nextNumberOf } from './fiscal.queries.js';

const F = M.FISCAL_LABELS;

/** What issuing needs and this row lacks, by the form's labels (in the form's order). */
export function missingOf(f: FiscalRow): string[] {
  const needs: [boolean, string][] = [
    [!f.ruc, F.ruc],
    [!f.legal_name, F.legalName],
    [!f.address, F.address],
    [!f.ubigeo, F.ubigeo],
    [f.destination === 'ose' && !f.ose_url, F.oseUrl],
    [!f.sol_user, F.solUser],
    [!f.sol_password_sealed, F.solPassword],
    [!f.certificate_sealed, F.certificate],
  ];
  return needs.filter(([lacks]) => lacks).map(([, label]) => label);
}

export async function toFiscalOutput(db: Db, entityId: string, f: FiscalRow): Promise<FiscalSettingsOutput> {
  return {
    ruc: f.ruc ?? '',
    legal_name: f.legal_name ?? '',
    trade_name: f.trade_name ?? '',
    address: f.address ?? '',
    ubigeo: f.ubigeo ?? '',
    establishment_code: f.establishment_code,
    boleta_series: f.boleta_series,
    factura_series: f.factura_series,
    boleta_next: await nextNumberOf(db, entityId, '03', f.boleta_series),
    factura_next: await nextNumberOf(db, entityId, '01', f.factura_series),
    default_treatment: f.default_treatment,
    destination: f.destination,
    ose_url: f.ose_url ?? '',
    sol_user: f.sol_user ?? '',
    sol_password: f.sol_password_sealed ? CREDENTIAL_MASK : '',
    certificate:
      f.certificate_subject && f.certificate_not_after
        ? { subject: f.certificate_subject, not_after: f.certificate_not_after.toISOString() }
        : null,
    is_enabled: f.is_enabled,
    missing: missingOf(f),
  };
}
