// Which bank movement paid which pending order (issue 32, docs/decisions/0062-matching-payments.md). A pure function
// of what the database holds: the entity's pending orders (what the student typed, what was read from each voucher),
// the movements that paid nothing yet, and the proofs that already paid an accepted order. Amounts in céntimos, so
// that a tolerance of S/ 0.10 is exactly 10 and no float ever rounds a match in or out.
//
// Each order gets one state:
//  - 'numero_repetido': its operation number, or one of its voucher images (by content hash), already paid another
//    order (refines 'Posible voucher duplicado');
//  - 'coincide': exactly one movement has its operation number, its amount within the tolerance and a date in the
//    window, what was read from the voucher does not contradict what the student typed, and no other order claims that
//    movement;
//  - 'revisar': several movements fit, or only the amount and date fit (never enough alone: two students may pay the
//    same price the same day), or the number fits with another amount, or the reading and the typed number disagree,
//    or two orders claim one movement;
//  - 'sin_movimiento': nothing fits.

import type { MatchReason, MatchState } from '@edu/shared';

export type { MatchReason, MatchState };

/** What was read from one voucher image; a field read with too little confidence is null here. */
export interface VoucherProof {
  sha256: string | null;
  operationNumber: string | null;
  amount: number | null;
}

export interface PendingOrder {
  id: string;
  userId: string;
  /** céntimos */
  total: number;
  createdAt: Date;
  typedNumber: string | null;
  vouchers: readonly VoucherProof[];
}

export interface Movement {
  id: string;
  operationNumber: string | null;
  /** céntimos; a credit is positive */
  amount: number;
  movedAt: Date;
}

/** What already paid an accepted order (other than the ones being matched). */
export interface UsedProofs {
  operationNumbers: ReadonlySet<string>;
  hashes: ReadonlySet<string>;
}

export interface MatchRules {
  /** céntimos */
  tolerance: number;
  /** a movement may be this many days after the order was placed (a deposit booked the next working day) */
  daysAfter: number;
  /** and this many days before it (the student paid, then ordered) */
  daysBefore: number;
}

export interface Match {
  orderId: string;
  state: MatchState;
  /** the movement that fits ('coincide'), or the one a counter should look at ('revisar' with one candidate) */
  movementId: string | null;
  reason: MatchReason;
}

const DAY = 86_400_000;

/** '000123 456' and '123456' are one operation number: banks pad them, people type spaces and dashes. */
export function normalOperationNumber(value: string | null | undefined): string | null {
  const compact = (value ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');
  const trimmed = compact.replace(/^0+(?=.)/, '');
  return trimmed.length >= 4 ? trimmed : null;
}

export function matchOrders(
  orders: readonly PendingOrder[],
  movements: readonly Movement[],
  used: UsedProofs,
  rules: MatchRules,
  /** 'plain' looks at every credit for every order: the bench's baseline, same answers */
  lookup: 'indexed' | 'plain' = 'indexed',
): Match[] {
  const positive = movements.filter((m) => m.amount > 0);
  const credits = lookup === 'indexed' ? indexCredits(positive) : scanCredits(positive);
  const usedNumbers = new Set([...used.operationNumbers].map(normalOperationNumber).filter((n): n is string => !!n));
  const tentative = orders.map((order) => matchOne(order, credits, usedNumbers, used.hashes, rules));
  // a movement that two orders would take pays neither without a person: both go to 'revisar'
  const claims = new Map<string, number>();
  for (const m of tentative)
    if (m.state === 'coincide' && m.movementId) claims.set(m.movementId, (claims.get(m.movementId) ?? 0) + 1);
  return tentative.map((m) =>
    m.state === 'coincide' && m.movementId && (claims.get(m.movementId) ?? 0) > 1
      ? { ...m, state: 'revisar', reason: 'claimed_twice' }
      : m,
  );
}

/**
 * The credits by operation number and by amount, so that each order looks only at the few that can fit it: an
 * entity's hundreds of pending orders against a month's thousands of movements is then milliseconds, not a product of
 * the two (npm run bench, 'Conciliación').
 */
interface CreditIndex {
  withNumber(n: string): readonly Movement[];
  /** the credits whose amount is within [low, high] */
  amountsBetween(low: number, high: number): readonly Movement[];
}

function scanCredits(credits: readonly Movement[]): CreditIndex {
  return {
    withNumber: (n) => credits.filter((m) => normalOperationNumber(m.operationNumber) === n),
    amountsBetween: (low, high) => credits.filter((m) => m.amount >= low && m.amount <= high),
  };
}

function indexCredits(credits: readonly Movement[]): CreditIndex {
  const byNumber = new Map<string, Movement[]>();
  for (const m of credits) {
    const n = normalOperationNumber(m.operationNumber);
    if (!n) continue;
    const same = byNumber.get(n);
    if (same) same.push(m);
    else byNumber.set(n, [m]);
  }
  const byAmount = [...credits].sort((a, b) => a.amount - b.amount);
  return { withNumber: (n) => byNumber.get(n) ?? [], amountsBetween: (low, high) => amountsBetween(byAmount, low, high) };
}

/** The credits whose amount is within [low, high], in ascending amount. */
function amountsBetween(sorted: readonly Movement[], low: number, high: number): Movement[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as Movement).amount < low) lo = mid + 1;
    else hi = mid;
  }
  const found: Movement[] = [];
  for (let i = lo; i < sorted.length && (sorted[i] as Movement).amount <= high; i++) found.push(sorted[i] as Movement);
  return found;
}

function matchOne(
  order: PendingOrder,
  credits: CreditIndex,
  usedNumbers: ReadonlySet<string>,
  usedHashes: ReadonlySet<string>,
  rules: MatchRules,
): Match {
  const result = (state: MatchState, reason: MatchReason, movementId: string | null = null): Match => ({
    orderId: order.id,
    state,
    movementId,
    reason,
  });
  const typed = normalOperationNumber(order.typedNumber);
  const read = [
    ...new Set(order.vouchers.map((v) => normalOperationNumber(v.operationNumber)).filter((n): n is string => !!n)),
  ];
  const numbers = new Set([...(typed ? [typed] : []), ...read]);

  if ([...numbers].some((n) => usedNumbers.has(n))) return result('numero_repetido', 'number_used');
  if (order.vouchers.some((v) => v.sha256 && usedHashes.has(v.sha256))) return result('numero_repetido', 'image_used');

  const from = order.createdAt.getTime() - rules.daysBefore * DAY;
  const to = order.createdAt.getTime() + rules.daysAfter * DAY;
  const inWindow = (m: Movement) => m.movedAt.getTime() >= from && m.movedAt.getTime() <= to;
  const amountFits = (m: Movement) => Math.abs(m.amount - order.total) <= rules.tolerance;
  const byNumber = [...numbers].flatMap((n) => credits.withNumber(n)).filter(inWindow);
  const fitting = byNumber.filter(amountFits);
  // the student typed one number and the voucher shows another: a person decides which is true
  const disagrees = typed !== null && read.some((n) => n !== typed);
  const readAmounts = order.vouchers.map((v) => v.amount).filter((a): a is number => a !== null);
  const amountDisagrees =
    readAmounts.length > 0 && !readAmounts.some((a) => Math.abs(a - order.total) <= rules.tolerance);

  if (fitting.length === 1) {
    const only = fitting[0] as Movement;
    return disagrees || amountDisagrees
      ? result('revisar', 'reading_disagrees', only.id)
      : result('coincide', 'number_and_amount', only.id);
  }
  if (fitting.length > 1) return result('revisar', 'several_movements');
  if (byNumber.length > 0)
    return result('revisar', 'number_other_amount', byNumber.length === 1 ? (byNumber[0] as Movement).id : null);
  const byAmount = credits.amountsBetween(order.total - rules.tolerance, order.total + rules.tolerance).filter(inWindow);
  if (byAmount.length > 0)
    return result('revisar', 'amount_only', byAmount.length === 1 ? (byAmount[0] as Movement).id : null);
  return result('sin_movimiento', 'nothing');
}
