import type { Db } from '../../db/client.js';
import { issueReceipt } from '../receipts/index.js';
import { enrolStudent } from '../students/enrol.js';
import { grantingOrder } from './order-grants.js';
import { boughtOf, decideOrder } from './orders.queries.js';

/**
 * Accepts a pending order the caller has locked: marks it success and enrols the buyer through the same path as a
 * manual enrolment (enrolStudent): a bought main course as mode total, bought module schedules (grouped by their main
 * course) as mode part. Main courses go in id order, so two orders accepted at once lock them in the same order.
 * What it gives is noted (order-grants.ts), so that annulling the order takes back that and nothing else.
 * When the entity issues electronic receipts, the order's receipt is written here too, numbered in this transaction
 * (decision 0063); it is sent afterwards. Answers the receipt's id, or null.
 * Shared by activateOrders, acceptMatchedOrders and the demo data.
 */
export async function acceptOrder(
  db: Db,
  o: { entityId: string; orderId: string; buyerId: string; decidedBy: string; at: Date },
): Promise<string | null> {
  await decideOrder(db, o.orderId, { state: 'success', by: o.decidedBy });
  const bought = await boughtOf(db, o.orderId);
  const whole = new Set(bought.filter((b) => b.is_main).map((b) => b.main_id));
  const parts = new Map<string, string[]>();
  for (const b of bought) {
    if (!b.is_main && !whole.has(b.main_id)) parts.set(b.main_id, [...(parts.get(b.main_id) ?? []), b.scheduled_id]);
  }
  const mains = [...new Set(bought.map((b) => b.main_id))].sort();
  const grant = { orderId: o.orderId, entityId: o.entityId, userId: o.buyerId, mainIds: mains };
  await grantingOrder(db, grant, async () => {
    for (const mainId of mains) {
      await enrolStudent(db, {
        entityId: o.entityId,
        userId: o.buyerId,
        mainScheduledId: mainId,
        modules: whole.has(mainId) ? 'all' : (parts.get(mainId) ?? []),
        orderId: o.orderId,
      });
    }
  });
  return issueReceipt(db, { entityId: o.entityId, orderId: o.orderId, at: o.at });
}
