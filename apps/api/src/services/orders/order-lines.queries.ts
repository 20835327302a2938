// What a line of an order costs, written once: createOrder inserts these lines and the checkout (getCheckout) shows
// them, so that the total a student reads is the total they are charged. A main scheduled course is priced from its
// programme (inscription + course price), a module schedule from its module. Money stays numeric in SQL.
import type { Db } from '../../db/client.js';

/**
 * The priced lines of the scheduled courses in the uuid[] parameter `ids` that belong to the entity parameter
 * `entity`, with `n` their position in `ids`.
 */
export const pricedLinesSql = (entity: string, ids: string) => `
  SELECT s.id AS scheduled_id, coalesce(cat.name, '') AS category_name, c.name AS course_name,
         c.price_course AS course_price, c.price_inscription AS inscription_price,
         c.price_course + c.price_inscription AS total_price, x.n
  FROM unnest(${ids}::uuid[]) WITH ORDINALITY AS x(id, n)
  JOIN scheduleds s ON s.id = x.id AND s.entity_id = ${entity}
  JOIN courses c ON c.id = s.course_id
  LEFT JOIN courses p ON p.id = c.parent_course_id
  LEFT JOIN categories cat ON cat.id = coalesce(c.category_id, p.category_id)`;

export interface PricedLine {
  scheduled_id: string;
  course_name: string;
  course_price: string;
  inscription_price: string;
  total_price: string;
}

/** The lines createOrder would place now for these scheduled courses, in their order, and their total (exact). */
export async function pricedLines(db: Db, entityId: string, scheduledIds: string[]) {
  const rows = await db.query<PricedLine & { sum: string }>(
    `SELECT l.scheduled_id, l.course_name, l.course_price::text AS course_price,
            l.inscription_price::text AS inscription_price, l.total_price::text AS total_price,
            (sum(l.total_price) OVER ())::text AS sum
     FROM (${pricedLinesSql('$1', '$2')}) l ORDER BY l.n`,
    [entityId, scheduledIds],
  );
  return { lines: rows.map(({ sum: _, ...line }) => line), total: rows[0]?.sum ?? '0.00' };
}
