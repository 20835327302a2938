// What an accepted order gave its buyer, noted when it is accepted and taken back when it is annulled (migration 030).
// Both lock the order's main scheduled courses first, in id order, as enrolStudent does: an acceptance, an annulment
// and a manual enrolment under the same course run one after the other, and never lock in opposite orders.
import type { Db } from '../../db/client.js';
import { lockMainScheduled } from '../students/enrolment.queries.js';
import { invalidateCertificates } from '../students/students.queries.js';
import { holdingsOf, noteGrants, takeBackGrants } from './order-grants.queries.js';
import { boughtOf } from './orders.queries.js';

async function lockMains(db: Db, entityId: string, mainIds: string[]) {
  for (const id of [...mainIds].sort()) await lockMainScheduled(db, entityId, id);
}

/**
 * Runs `enrol` (the acceptance's enrolments) and notes what it gave: the enrolments and module access the buyer did not
 * have under the order's main courses, with the access rows as they were before.
 */
export async function grantingOrder(
  db: Db,
  o: { orderId: string; entityId: string; userId: string; mainIds: string[] },
  enrol: () => Promise<void>,
) {
  await lockMains(db, o.entityId, o.mainIds);
  const before = await holdingsOf(db, o.entityId, o.userId, o.mainIds);
  await enrol();
  await noteGrants(db, { ...o, before });
}

/**
 * Takes back what the order gave (order-grants.queries.ts takeBackGrants). A main course the buyer leaves takes their
 * certificate of it with it, as a removal from the course does (deallocateUserFromScheduled).
 */
export async function revokeOrder(db: Db, o: { orderId: string; entityId: string; userId: string }) {
  const mainIds = [...new Set((await boughtOf(db, o.orderId)).map((b) => b.main_id))];
  await lockMains(db, o.entityId, mainIds);
  for (const mainId of await takeBackGrants(db, o.orderId))
    await invalidateCertificates(db, o.entityId, o.userId, mainId);
}
