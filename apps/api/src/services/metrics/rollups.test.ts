// The dashboards' running totals (migration 019, decision 0039) follow the rows in the transaction that writes them:
// every change of an order (placed, decided, moved to another month, repriced, deleted), of an enrolment, of a
// membership and of a voucher; a rolled-back write leaves them as they were; a change of TIME_ZONE rebuilds them. The
// services' own tests (orders, student area, enrolment, bulk, scheduled courses) check after each test that the totals
// still equal a count of the rows (rollups-test-kit.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { alignRollups } from './metrics.queries.js';
import { expectRollupsExact, rollupsDrift } from './rollups-test-kit.js';

const { t } = useTestApp();
let entity: string;
let student: string;
beforeAll(async () => {
  entity = t.fx.entityA;
  student = t.fx.students.A.student;
});
expectRollupsExact(() => t.db);

const states = async () =>
  Object.fromEntries(
    (
      await t.db.query<{ key: string; orders: number }>(
        `SELECT month || ' ' || state AS key, orders FROM order_month_states WHERE entity_id = $1 AND orders <> 0`,
        [entity],
      )
    ).map((r) => [r.key, r.orders]),
  );
const revenue = async () =>
  Object.fromEntries(
    (
      await t.db.query<{ month: string; value: string }>(
        `SELECT month::text, orders || ' ' || amount AS value FROM order_month_revenue WHERE entity_id = $1 AND orders <> 0`,
        [entity],
      )
    ).map((r) => [r.month, r.value]),
  );
const tally = async (kind: string) =>
  (
    await t.db.query<{ n: number }>('SELECT n FROM entity_tallies WHERE entity_id = $1 AND kind = $2', [entity, kind])
  )[0]?.n ?? 0;

describe('orders', () => {
  it('moves an order between states, months and prices, and away when deleted', async () => {
    const before = await states();
    // 2026-10-01 03:00 UTC is still 30 September in Lima
    const [{ id }] = await t.db.query<{ id: string }>(
      `INSERT INTO orders (entity_id, user_id, total_price, created_at) VALUES ($1, $2, 10.10, '2026-10-01T03:00:00Z')
       RETURNING id`,
      [entity, student],
    );
    expect((await states())['2026-09-01 pending']).toBe((before['2026-09-01 pending'] ?? 0) + 1);
    await t.db.query(`UPDATE orders SET state = 'success', decided_at = '2026-11-01T04:59:00Z' WHERE id = $1`, [id]);
    expect((await states())['2026-09-01 success']).toBe((before['2026-09-01 success'] ?? 0) + 1);
    expect((await revenue())['2026-10-01']).toBe('1 10.10');
    await t.db.query(`UPDATE orders SET total_price = 0.30, decided_at = '2026-11-01T05:00:00Z' WHERE id = $1`, [id]);
    expect(await revenue()).toMatchObject({ '2026-11-01': '1 0.30' });
    expect((await revenue())['2026-10-01']).toBeUndefined();
    await t.db.query(`UPDATE orders SET state = 'rejected', comment = 'No' WHERE id = $1`, [id]);
    expect((await revenue())['2026-11-01']).toBeUndefined();
    await t.db.query(
      `UPDATE orders SET state = 'pending', decided_at = NULL, created_at = '2026-11-02T12:00:00Z' WHERE id = $1`,
      [id],
    );
    expect((await states())['2026-11-01 pending']).toBe((before['2026-11-01 pending'] ?? 0) + 1);
    await t.db.query('DELETE FROM orders WHERE id = $1', [id]);
    expect(await states()).toEqual(before);
  });

  it('counts the vouchers of an order, and forgets a write that is rolled back', async () => {
    const vouchers = await tally('vouchers');
    const order = t.fx.orders.A.order;
    await t.db.query(
      `INSERT INTO order_vouchers (order_id, entity_id, file_key) VALUES ($1, $2, 'k1'), ($1, $2, 'k2')`,
      [order, entity],
    );
    expect(await tally('vouchers')).toBe(vouchers + 2);
    const before = await states();
    await expect(
      t.db.tx(async (tx) => {
        await tx.query(`UPDATE orders SET state = 'canceled', decided_at = now() WHERE id = $1`, [order]);
        await tx.query('DELETE FROM order_vouchers WHERE order_id = $1', [order]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await states()).toEqual(before);
    expect(await tally('vouchers')).toBe(vouchers + 2);
    await t.db.query('DELETE FROM order_vouchers WHERE order_id = $1', [order]);
    expect(await tally('vouchers')).toBe(vouchers);
  });
});

describe('enrolments and students', () => {
  it('counts an enrolment per month and per course, and drops the course row with the course', async () => {
    const scheduled = t.fx.scheduleds.A.scheduled;
    const count = async () =>
      (
        await t.db.query<{ students: number }>('SELECT students FROM scheduled_enrolments WHERE scheduled_id = $1', [
          scheduled,
        ])
      )[0]?.students ?? 0;
    const was = await count();
    await t.db.query(
      `INSERT INTO scheduled_students (entity_id, scheduled_id, user_id, created_at) VALUES ($1, $2, $3, '2026-08-15T12:00:00Z')`,
      [entity, scheduled, student],
    );
    expect(await count()).toBe(was + 1);
    const [august] = await t.db.query<{ enrolments: number }>(
      `SELECT enrolments FROM enrolment_months WHERE entity_id = $1 AND month = '2026-08-01'`,
      [entity],
    );
    expect(august.enrolments).toBeGreaterThanOrEqual(1);
    await t.db.query('DELETE FROM scheduled_students WHERE scheduled_id = $1 AND user_id = $2', [scheduled, student]);
    expect(await count()).toBe(was);
  });

  it('counts memberships as estudiante only, whatever way the role changes', async () => {
    const students = await tally('students');
    const outsider = t.fx.students.A.outsider;
    await t.db.query(`INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, 'estudiante')`, [
      entity,
      outsider,
    ]);
    expect(await tally('students')).toBe(students + 1);
    await t.db.query(`UPDATE memberships SET role_id = 'counter' WHERE entity_id = $1 AND user_id = $2`, [
      entity,
      outsider,
    ]);
    expect(await tally('students')).toBe(students);
    await t.db.query(`UPDATE memberships SET role_id = 'estudiante' WHERE entity_id = $1 AND user_id = $2`, [
      entity,
      outsider,
    ]);
    await t.db.query('DELETE FROM memberships WHERE entity_id = $1 AND user_id = $2', [entity, outsider]);
    expect(await tally('students')).toBe(students);
  });
});

describe('the time zone', () => {
  it('rebuilds every total in the months of another TIME_ZONE, and back', async () => {
    const [{ id }] = await t.db.query<{ id: string }>(
      `INSERT INTO orders (entity_id, user_id, total_price, created_at) VALUES ($1, $2, 1, '2026-10-31T20:00:00Z') RETURNING id`,
      [entity, student],
    );
    // 31 October 15:00 in Lima is 1 November 05:00 in Tokyo
    expect((await states())['2026-10-01 pending']).toBeGreaterThanOrEqual(1);
    await alignRollups(t.db, 'Asia/Tokyo');
    expect(await t.db.query('SELECT time_zone FROM metrics_zone')).toEqual([{ time_zone: 'Asia/Tokyo' }]);
    expect(await rollupsDrift(t.db)).toEqual([]);
    const tokyo = await states();
    await t.db.query('DELETE FROM orders WHERE id = $1', [id]);
    expect((await states())['2026-11-01 pending'] ?? 0).toBe(tokyo['2026-11-01 pending'] - 1);
    await alignRollups(t.db, 'America/Lima');
    expect(await t.db.query('SELECT time_zone FROM metrics_zone')).toEqual([{ time_zone: 'America/Lima' }]);
  });
});

describe('a missing time zone row', () => {
  it('is put back by the next dashboard, with every total rebuilt from the rows', async () => {
    await t.db.query('DELETE FROM metrics_zone');
    // without the row the triggers count nothing: this order is missed until the rebuild
    await t.db.query(`INSERT INTO orders (entity_id, user_id, total_price) VALUES ($1, $2, 2)`, [entity, student]);
    expect(await rollupsDrift(t.db)).not.toEqual([]);
    await alignRollups(t.db, 'America/Lima');
    expect(await t.db.query('SELECT time_zone FROM metrics_zone')).toEqual([{ time_zone: 'America/Lima' }]);
  });
});
