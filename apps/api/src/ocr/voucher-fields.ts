// What a voucher's reading answers (decision 0060): the fields the matcher reads from voucher_readings.
export const VOUCHER_SOURCES = ['yape', 'plin', 'bcp', 'interbank', 'bbva', 'scotiabank', 'unknown'] as const;
export type VoucherSource = (typeof VOUCHER_SOURCES)[number];

export interface FieldConfidence {
  operation_number: number;
  amount: number;
  paid_at: number;
  source: number;
}

export interface VoucherFields {
  source: VoucherSource;
  operation_number: string | null;
  /** soles with two decimals, '1250.00' */
  amount: string | null;
  /** Lima local time as printed, 'YYYY-MM-DDTHH:MM' */
  paid_at: string | null;
  confidence: FieldConfidence;
}

/**
 * A field read with this confidence or more may decide a match; below it the matcher asks a person ('Revisar').
 * Chosen on the fixture set so that no wrong value reaches it (decision 0060, `npm run bench`).
 */
export const TRUSTED_CONFIDENCE = 0.8;
