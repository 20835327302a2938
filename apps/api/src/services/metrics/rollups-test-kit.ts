// The dashboards' running totals (migration 019) against the rows they count: every difference between what the
// triggers kept and a count made now from orders, scheduled_students, memberships and order_vouchers. The tests of the
// services that write those rows check after each test that there is none (`expectRollupsExact`).
import { afterEach, expect } from 'vitest';
import type { Db } from '../../db/client.js';

const KEPT_AND_COUNTED = [
  // [what, kept (nonzero only), counted from the rows (z: the rollups' time zone)]
  [
    'order_month_states',
    `SELECT entity_id::text || ' ' || month || ' ' || state AS key, orders::text AS value FROM order_month_states WHERE orders <> 0`,
    `SELECT entity_id::text || ' ' || metrics_month(created_at, z) || ' ' || state, count(*)::text FROM z, orders GROUP BY 1`,
  ],
  [
    'order_month_revenue',
    `SELECT entity_id::text || ' ' || month, orders || ' ' || amount FROM order_month_revenue WHERE orders <> 0 OR amount <> 0`,
    `SELECT entity_id::text || ' ' || metrics_month(decided_at, z), count(*) || ' ' || sum(total_price)::numeric(14, 2)
     FROM z, orders WHERE state = 'success' GROUP BY 1`,
  ],
  [
    'enrolment_months',
    `SELECT entity_id::text || ' ' || month, enrolments::text FROM enrolment_months WHERE enrolments <> 0`,
    `SELECT ss.entity_id::text || ' ' || metrics_month(ss.created_at, z), count(*)::text
     FROM z, scheduled_students ss JOIN scheduleds m ON m.id = ss.scheduled_id AND m.type_of_scheduled = 'main' GROUP BY 1`,
  ],
  [
    'scheduled_enrolments',
    `SELECT scheduled_id::text || ' ' || entity_id, students::text FROM scheduled_enrolments WHERE students <> 0`,
    `SELECT ss.scheduled_id::text || ' ' || m.entity_id, count(*)::text
     FROM scheduled_students ss JOIN scheduleds m ON m.id = ss.scheduled_id GROUP BY 1`,
  ],
  [
    'entity_tallies',
    `SELECT entity_id::text || ' ' || kind, n::text FROM entity_tallies WHERE n <> 0`,
    `SELECT entity_id::text || ' students', count(*)::text FROM memberships WHERE role_id = 'estudiante' GROUP BY entity_id
     UNION ALL SELECT entity_id::text || ' vouchers', count(*)::text FROM order_vouchers GROUP BY entity_id`,
  ],
] as const;

/** Each running total that differs from the rows: `what key: kept → counted` (none when the triggers kept up). */
export async function rollupsDrift(db: Db): Promise<string[]> {
  const drift: string[] = [];
  for (const [what, kept, counted] of KEPT_AND_COUNTED) {
    const rows = await db.query<{ key: string; kept: string | null; counted: string | null }>(
      `WITH z AS (SELECT time_zone AS z FROM metrics_zone), k (key, value) AS (${kept}),
       c (key, value) AS (${counted})
       SELECT coalesce(k.key, c.key) AS key, k.value AS kept, c.value AS counted
       FROM k FULL JOIN c ON c.key = k.key WHERE k.value IS DISTINCT FROM c.value ORDER BY 1`,
    );
    for (const r of rows) drift.push(`${what} ${r.key}: ${r.kept ?? '—'} → ${r.counted ?? '—'}`);
  }
  return drift;
}

/** After each test of the file: the running totals still equal a count of the rows (every write path kept them). */
export function expectRollupsExact(db: () => Db) {
  afterEach(async () => {
    expect(await rollupsDrift(db())).toEqual([]);
  });
}
