// SQL of what an order's acceptance gave its buyer (order_grants, migration 030): noted when it is accepted, taken
// back when it is annulled. Every statement names the order, and through it its entity and buyer.
import type { Db } from '../../db/client.js';

export interface ModuleBefore {
  main_scheduled: string;
  course_id: string;
  buyed: boolean;
  status: string;
  order_id: string | null;
}

/** What the buyer has under these main scheduled courses: enrolments and module access rows. */
export async function holdingsOf(db: Db, entityId: string, userId: string, mainIds: string[]) {
  const enrolments = await db.query<{ scheduled_id: string }>(
    `SELECT ss.scheduled_id FROM scheduled_students ss JOIN scheduleds s ON s.id = ss.scheduled_id
      WHERE ss.entity_id = $1 AND ss.user_id = $2 AND coalesce(s.main_scheduled, s.id) = ANY($3::uuid[])`,
    [entityId, userId, mainIds],
  );
  const modules = await db.query<ModuleBefore>(
    `SELECT main_scheduled, course_id, buyed, status, order_id FROM student_modules
      WHERE entity_id = $1 AND user_id = $2 AND main_scheduled = ANY($3::uuid[])`,
    [entityId, userId, mainIds],
  );
  return { enrolments: enrolments.map((e) => e.scheduled_id), modules };
}
export type Holdings = Awaited<ReturnType<typeof holdingsOf>>;

/**
 * Notes what the acceptance just gave: the enrolments under the mains that were not in `before`, and the module access
 * rows now marked with the order, each with the row as `before` had it (none: the acceptance made it).
 */
export async function noteGrants(
  db: Db,
  g: { orderId: string; entityId: string; userId: string; mainIds: string[]; before: Holdings },
) {
  const params = [g.orderId, g.entityId, g.userId, g.mainIds];
  await db.query(
    `INSERT INTO order_grants (order_id, entity_id, user_id, scheduled_id, enrolled_at)
     SELECT $1, ss.entity_id, ss.user_id, ss.scheduled_id, ss.created_at
       FROM scheduled_students ss JOIN scheduleds s ON s.id = ss.scheduled_id
      WHERE ss.entity_id = $2 AND ss.user_id = $3 AND coalesce(s.main_scheduled, s.id) = ANY($4::uuid[])
        AND NOT ss.scheduled_id = ANY($5::uuid[])
      ORDER BY ss.scheduled_id`,
    [...params, g.before.enrolments],
  );
  await db.query(
    `INSERT INTO order_grants (order_id, entity_id, user_id, scheduled_id, course_id, before_buyed, before_status,
       before_order_id)
     SELECT $1, sm.entity_id, sm.user_id, sm.main_scheduled, sm.course_id, b.buyed, b.status, b.order_id
       FROM student_modules sm
       LEFT JOIN jsonb_to_recordset($5::jsonb) AS b (main_scheduled uuid, course_id uuid, buyed boolean, status text,
                                                    order_id uuid)
         ON b.main_scheduled = sm.main_scheduled AND b.course_id = sm.course_id
      WHERE sm.entity_id = $2 AND sm.user_id = $3 AND sm.main_scheduled = ANY($4::uuid[]) AND sm.order_id = $1
      ORDER BY sm.main_scheduled, sm.course_id`,
    [...params, JSON.stringify(g.before.modules)],
  );
}

// the row of a grant, while it still bears the order (a person may have changed it since: then it is theirs)
const MODULE_ROW = `sm.entity_id = g.entity_id AND sm.user_id = g.user_id AND sm.main_scheduled = g.scheduled_id
  AND sm.course_id = g.course_id AND sm.order_id = g.order_id`;
const ENROLMENT_ROW = `ss.entity_id = g.entity_id AND ss.user_id = g.user_id AND ss.scheduled_id = g.scheduled_id
  AND ss.created_at = g.enrolled_at`;
// another accepted order of the buyer that enrols in scheduled course s: it bought s, s's main, or s's whole main
const HEIR = `(SELECT o.id FROM orders o JOIN order_items i ON i.order_id = o.id JOIN scheduleds b ON b.id = i.scheduled_id
   WHERE o.entity_id = g.entity_id AND o.user_id = g.user_id AND o.state = 'success' AND o.id <> g.order_id
     AND (b.id = s.id OR b.main_scheduled = s.id OR (b.type_of_scheduled = 'main' AND s.main_scheduled = b.id))
   ORDER BY o.decided_at DESC, o.id LIMIT 1)`;

/**
 * Takes back what the order's acceptance gave (the caller holds the order and its main courses): each module access
 * row back as it was before (deleted when the acceptance made it); each enrolment it made removed, unless another
 * accepted order of the buyer enrols them there too (the enrolment is then that order's), and a main course's only
 * once the buyer keeps nothing under it. Answers the main courses the buyer left.
 */
export async function takeBackGrants(db: Db, orderId: string): Promise<string[]> {
  await db.query(
    `UPDATE student_modules sm
        SET buyed = g.before_buyed, status = g.before_status, order_id = g.before_order_id, updated_at = now()
       FROM order_grants g
      WHERE g.order_id = $1 AND g.course_id IS NOT NULL AND g.before_status IS NOT NULL AND ${MODULE_ROW}`,
    [orderId],
  );
  await db.query(
    `DELETE FROM student_modules sm USING order_grants g
      WHERE g.order_id = $1 AND g.course_id IS NOT NULL AND g.before_status IS NULL AND ${MODULE_ROW}`,
    [orderId],
  );
  await db.query(
    `UPDATE order_grants t SET order_id = h.heir
       FROM (SELECT g.id, ${HEIR} AS heir FROM order_grants g JOIN scheduleds s ON s.id = g.scheduled_id
              WHERE g.order_id = $1 AND g.course_id IS NULL) h
      WHERE t.id = h.id AND h.heir IS NOT NULL`,
    [orderId],
  );
  await db.query(
    `DELETE FROM scheduled_students ss USING order_grants g, scheduleds s
      WHERE g.order_id = $1 AND g.course_id IS NULL AND s.id = g.scheduled_id AND s.type_of_scheduled <> 'main'
        AND ${ENROLMENT_ROW}`,
    [orderId],
  );
  const left = await db.query<{ scheduled_id: string }>(
    `DELETE FROM scheduled_students ss USING order_grants g, scheduleds s
      WHERE g.order_id = $1 AND g.course_id IS NULL AND s.id = g.scheduled_id AND s.type_of_scheduled = 'main'
        AND ${ENROLMENT_ROW}
        AND NOT EXISTS (SELECT 1 FROM scheduled_students u JOIN scheduleds c ON c.id = u.scheduled_id
                         WHERE u.entity_id = g.entity_id AND u.user_id = g.user_id AND c.main_scheduled = s.id)
        AND NOT EXISTS (SELECT 1 FROM student_modules m
                         WHERE m.entity_id = g.entity_id AND m.user_id = g.user_id AND m.main_scheduled = s.id
                           AND m.buyed AND m.status = 'enabled')
      RETURNING ss.scheduled_id`,
    [orderId],
  );
  await db.query('DELETE FROM order_grants WHERE order_id = $1', [orderId]);
  return left.map((r) => r.scheduled_id).sort();
}
