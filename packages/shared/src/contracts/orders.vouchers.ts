// What the counter is warned of when a voucher's reading disagrees with its order (decision 0060). Written once here:
// the order detail shows it, and the matcher of step 17 reads the same rule.
import { formatSoles, VOUCHER_MAX_AGE_DAYS } from '../common/constants.js';
import * as M from '../common/messages.js';

export interface ReadVoucher {
  operation_number: string | null;
  amount: string | null;
  paid_at: string | null;
}

export interface OrderPaid {
  total_price: string;
  operation_number: string | null;
  created_at: string;
}

export type VoucherDifference = 'amount' | 'operation_number' | 'after_order' | 'too_old';

/** the same number as printed and as typed: letters in one case, no spaces, dashes or leading zeros */
const sameNumber = (a: string, b: string) => {
  const clean = (s: string) => s.replace(/[\s-]/g, '').replace(/^0+/, '').toUpperCase();
  return clean(a) === clean(b);
};

export function voucherDifferences(
  order: OrderPaid,
  read: ReadVoucher,
  maxAgeDays = VOUCHER_MAX_AGE_DAYS,
): { kind: VoucherDifference; text: string }[] {
  const out: { kind: VoucherDifference; text: string }[] = [];
  if (read.amount !== null && Math.round(Number(read.amount) * 100) !== Math.round(Number(order.total_price) * 100)) {
    out.push({ kind: 'amount', text: M.voucherAmountDiffers(formatSoles(read.amount), formatSoles(order.total_price)) });
  }
  if (read.operation_number && order.operation_number && !sameNumber(read.operation_number, order.operation_number)) {
    out.push({
      kind: 'operation_number',
      text: M.voucherOperationDiffers(read.operation_number, order.operation_number),
    });
  }
  if (read.paid_at) {
    const paid = Date.parse(read.paid_at);
    const placed = Date.parse(order.created_at);
    if (paid > placed) out.push({ kind: 'after_order', text: M.VOUCHER_DATE_AFTER_ORDER });
    else if (placed - paid > maxAgeDays * 86_400_000) {
      out.push({ kind: 'too_old', text: M.voucherDateTooOld(maxAgeDays) });
    }
  }
  return out;
}
