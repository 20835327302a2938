// 04 §4 'Buying': one pending order per student and scheduled course, and nothing sold twice. The caller holds the
// buyer's lock (lockBuyer), so two orders sent at once are checked one after the other.
import { M } from '@edu/shared';
import type { Db } from '../../db/client.js';
import { validation } from '../../errors.js';
import { boughtModules, type ForSale, pendingMains } from './orders.queries.js';

export async function checkNotOwned(db: Db, userId: string, products: readonly ForSale[], exceptOrderId: string | null) {
  const mainOf = (s: ForSale) => s.main_scheduled ?? s.id;
  const mainIds = [...new Set(products.map(mainOf))];
  if ((await pendingMains(db, userId, mainIds, exceptOrderId)).size) {
    throw validation(M.ORDER_ALREADY_PENDING, { products: M.ORDER_ALREADY_PENDING });
  }
  const bought = await boughtModules(db, userId, mainIds);
  for (const s of products) {
    const have = bought.get(mainOf(s));
    if (!have) continue;
    // a whole programme once some of its modules are bought would charge those again
    const text = s.main_scheduled ? (have.has(s.course_id) ? M.ORDER_ALREADY_BOUGHT : null) : M.ORDER_PROGRAMME_PARTLY_BOUGHT;
    if (text) throw validation(text, { products: text });
  }
}
