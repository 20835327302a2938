import type { Db } from '../../db/client.js';
import { matchOrders } from './match-orders.js';
import {
  freeCredits,
  hasMovements,
  lockMatching,
  pendingOrders,
  rulesOf,
  saveMatches,
  settingsOf,
  usedProofs,
} from './reconciliation.queries.js';

const DAY = 86_400_000;

/**
 * Matches every pending order of the entity again (docs/decisions/0062-matching-payments.md), inside the caller's
 * transaction: called after whatever changes what a match depends on (a statement imported, a voucher read, an order
 * placed, resubmitted, accepted, rejected or cancelled, the rules changed). One entity at a time (lockMatching).
 */
/**
 * Takes the entity's matching lock for the rest of the transaction. A handler that locks an order and then matches
 * calls this first, so that it and a matching in progress (which updates pending orders) always lock in one order:
 * matching lock, then order rows; never the other way round, which could deadlock.
 */
export const holdMatching = lockMatching;

export async function rematchEntity(db: Db, entityId: string): Promise<void> {
  // an entity that never imported a statement has nothing to match against: its orders keep no state (null), and
  // placing or deciding one costs it nothing
  if (!(await hasMovements(db, entityId))) return;
  await lockMatching(db, entityId);
  const orders = await pendingOrders(db, entityId);
  if (!orders.length) return;
  const rules = rulesOf(await settingsOf(db, entityId));
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const o of orders) {
    first = Math.min(first, o.createdAt.getTime());
    last = Math.max(last, o.createdAt.getTime());
  }
  const from = new Date(first - rules.daysBefore * DAY);
  const to = new Date(last + rules.daysAfter * DAY);
  const [movements, used] = [await freeCredits(db, entityId, from, to), await usedProofs(db, entityId)];
  await saveMatches(db, entityId, matchOrders(orders, movements, used, rules));
}
