// The buyer's choice of receipt at checkout (decision 0063), checked without zod: the students' entry checks it before
// sending (its JavaScript has no schemas, decision 0035), and receipts.ts's buyerReceiptRule turns the same problems
// into the schema's issues, so the rule is written once.
import { BUYER_LEGAL_NAME_REQUIRED, RUC_INVALID } from './receipts.messages.js';
import { type BuyerReceiptKind, isValidRuc } from './receipts.buyer-rules.js';

export interface BuyerReceiptChoice {
  receipt_kind: BuyerReceiptKind;
  buyer_ruc: string;
  buyer_legal_name: string;
}

/** The fields a factura lacks, with their Spanish message; none for a boleta. */
export type BuyerReceiptProblems = Partial<Record<'buyer_ruc' | 'buyer_legal_name', string>>;

/** A factura names a company: a RUC with its check digit and its razón social. Blanks around them do not count. */
export function buyerReceiptProblems(v: BuyerReceiptChoice): BuyerReceiptProblems {
  if (v.receipt_kind !== 'factura') return {};
  return {
    ...(isValidRuc(v.buyer_ruc.trim()) ? {} : { buyer_ruc: RUC_INVALID }),
    ...(v.buyer_legal_name.trim() ? {} : { buyer_legal_name: BUYER_LEGAL_NAME_REQUIRED }),
  };
}
