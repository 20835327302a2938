// What a buyer may ask for at checkout (decision 0063): the kinds of receipt, the RUC's check digit and the length of a
// company's razón social. Apart from receipts.rules.ts, and importing nothing: the students' checkout checks a factura
// with these and downloads nothing more of the receipts' rules (apps/web/vite.config.ts).

/** What a buyer may ask for at checkout. */
export const BUYER_RECEIPT_KINDS = ['boleta', 'factura'] as const;
export type BuyerReceiptKind = (typeof BUYER_RECEIPT_KINDS)[number];

/** the longest razón social a buyer types (the entity's own is FISCAL_LIMITS.legalName) */
export const LEGAL_NAME_MAX = 200;

const RUC_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** 11 digits beginning 10, 15, 17 or 20, whose last is the modulo-11 check digit of the first ten. */
export function isValidRuc(ruc: string): boolean {
  if (!/^(10|15|17|20)\d{9}$/.test(ruc)) return false;
  const sum = RUC_WEIGHTS.reduce((acc, w, i) => acc + w * Number(ruc[i]), 0);
  const check = (11 - (sum % 11)) % 10;
  return check === Number(ruc[10]);
}
