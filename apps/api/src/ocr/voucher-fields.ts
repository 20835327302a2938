// What a voucher's reading answers (decision 0060): the fields the matcher reads from voucher_readings.
import { VOUCHER_TRUSTED_CONFIDENCE, type VoucherSource } from '@edu/shared';

export type { VoucherSource };

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

/** a value at this confidence or more may decide a match (packages/shared, decision 0060) */
export const TRUSTED_CONFIDENCE = VOUCHER_TRUSTED_CONFIDENCE;
