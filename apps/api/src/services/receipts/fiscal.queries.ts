// SQL of the entity's fiscal settings and of its series' next numbers (docs/decisions/0063-electronic-receipts.md).
// Every query names its entity. Sealed values cross as they are stored; opening them is the caller's (crypto/sealed.ts).
import type { TaxTreatment } from '@edu/shared';
import type { Db } from '../../db/client.js';

export interface FiscalRow {
  ruc: string | null;
  legal_name: string | null;
  trade_name: string | null;
  address: string | null;
  ubigeo: string | null;
  establishment_code: string;
  boleta_series: string;
  factura_series: string;
  default_treatment: TaxTreatment;
  destination: 'beta' | 'production' | 'ose';
  ose_url: string | null;
  sol_user: string | null;
  sol_password_sealed: string | null;
  certificate_sealed: string | null;
  certificate_password_sealed: string | null;
  certificate_subject: string | null;
  certificate_not_after: Date | null;
  is_enabled: boolean;
}

/** What an entity that never saved its settings has: the defaults of the table. */
export const NO_FISCAL: FiscalRow = {
  ruc: null,
  legal_name: null,
  trade_name: null,
  address: null,
  ubigeo: null,
  establishment_code: '0000',
  boleta_series: 'B001',
  factura_series: 'F001',
  default_treatment: 'exonerado',
  destination: 'beta',
  ose_url: null,
  sol_user: null,
  sol_password_sealed: null,
  certificate_sealed: null,
  certificate_password_sealed: null,
  certificate_subject: null,
  certificate_not_after: null,
  is_enabled: false,
};

export async function fiscalOf(
  db: Db,
  entityId: string,
  opts: { lock?: boolean; share?: boolean } = {},
): Promise<FiscalRow> {
  const [row] = await db.query<FiscalRow>(
    `SELECT ruc, legal_name, trade_name, address, ubigeo, establishment_code, boleta_series, factura_series,
            default_treatment, destination, ose_url, sol_user, sol_password_sealed, certificate_sealed,
            certificate_password_sealed, certificate_subject, certificate_not_after, is_enabled
       FROM fiscal_settings WHERE entity_id = $1${opts.lock ? ' FOR UPDATE' : opts.share ? ' FOR SHARE' : ''}`,
    [entityId],
  );
  return row ?? NO_FISCAL;
}

export async function saveFiscal(db: Db, entityId: string, f: FiscalRow, by: string) {
  await db.query(
    `INSERT INTO fiscal_settings (entity_id, ruc, legal_name, trade_name, address, ubigeo, establishment_code,
       boleta_series, factura_series, default_treatment, destination, ose_url, sol_user, sol_password_sealed,
       certificate_sealed, certificate_password_sealed, certificate_subject, certificate_not_after, is_enabled,
       updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
     ON CONFLICT (entity_id) DO UPDATE SET ruc = $2, legal_name = $3, trade_name = $4, address = $5, ubigeo = $6,
       establishment_code = $7, boleta_series = $8, factura_series = $9, default_treatment = $10, destination = $11,
       ose_url = $12, sol_user = $13, sol_password_sealed = $14, certificate_sealed = $15,
       certificate_password_sealed = $16, certificate_subject = $17, certificate_not_after = $18, is_enabled = $19,
       updated_by = $20, updated_at = now()`,
    [
      entityId,
      f.ruc,
      f.legal_name,
      f.trade_name,
      f.address,
      f.ubigeo,
      f.establishment_code,
      f.boleta_series,
      f.factura_series,
      f.default_treatment,
      f.destination,
      f.ose_url,
      f.sol_user,
      f.sol_password_sealed,
      f.certificate_sealed,
      f.certificate_password_sealed,
      f.certificate_subject,
      f.certificate_not_after,
      f.is_enabled,
      by,
    ],
  );
}

export type TypeCode = '01' | '03' | '07';

/** The next number of a series (1 when it was never used). */
export async function nextNumberOf(db: Db, entityId: string, typeCode: TypeCode, series: string): Promise<number> {
  const [row] = await db.query<{ next_number: number }>(
    'SELECT next_number FROM receipt_counters WHERE entity_id = $1 AND type_code = $2 AND series = $3',
    [entityId, typeCode, series],
  );
  return row?.next_number ?? 1;
}

/** The lowest next number allowed: one past the highest issued in the series. */
export async function lowestNextOf(db: Db, entityId: string, typeCode: TypeCode, series: string): Promise<number> {
  const [row] = await db.query<{ n: number | null }>(
    'SELECT max(number) AS n FROM receipts WHERE entity_id = $1 AND type_code = $2 AND series = $3',
    [entityId, typeCode, series],
  );
  return (row?.n ?? 0) + 1;
}

export async function setNextNumber(db: Db, entityId: string, typeCode: TypeCode, series: string, next: number) {
  await db.query(
    `INSERT INTO receipt_counters (entity_id, type_code, series, next_number) VALUES ($1, $2, $3, $4)
     ON CONFLICT (entity_id, type_code, series) DO UPDATE SET next_number = $4`,
    [entityId, typeCode, series, next],
  );
}

/**
 * Takes the series' next number in the caller's transaction: the row's lock orders concurrent takers and a rollback
 * gives the number back, so a series has no gap and no repeat.
 */
export async function takeNumber(db: Db, entityId: string, typeCode: TypeCode, series: string): Promise<number> {
  const [row] = await db.query<{ taken: number }>(
    `INSERT INTO receipt_counters (entity_id, type_code, series, next_number) VALUES ($1, $2, $3, 2)
     ON CONFLICT (entity_id, type_code, series) DO UPDATE SET next_number = receipt_counters.next_number + 1
     RETURNING next_number - 1 AS taken`,
    [entityId, typeCode, series],
  );
  return row.taken;
}

export interface ProgrammeTreatmentRow {
  id: string;
  name: string;
  tax_treatment: TaxTreatment | null;
}

export async function programmesOf(db: Db, entityId: string): Promise<ProgrammeTreatmentRow[]> {
  return db.query<ProgrammeTreatmentRow>(
    `SELECT id, name, tax_treatment FROM courses WHERE entity_id = $1 AND alias = 'programa' ORDER BY name, id`,
    [entityId],
  );
}

export async function setProgrammeTreatment(db: Db, entityId: string, courseId: string, t: TaxTreatment | null) {
  const [row] = await db.query<ProgrammeTreatmentRow>(
    `UPDATE courses SET tax_treatment = $3, updated_at = now()
      WHERE entity_id = $1 AND id = $2 AND alias = 'programa' RETURNING id, name, tax_treatment`,
    [entityId, courseId, t],
  );
  return row ?? null;
}
