// The figures of Métricas and Resumen put together from metrics.queries.ts: one set per entity (or one entity), and
// their sum. Money is added as integer cents so that no float rounds a sol.
import { type EntityFigures, METRICS, ORDER_STATES, todayIn } from '@edu/shared';
import type { Ctx } from '../../rpc/context.js';
import * as q from './metrics.queries.js';

const cents = (soles: string) => Math.round(Number(soles) * 100);
export const solesOf = (c: number) => (c / 100).toFixed(2);

export const emptyFigures = (months: string[]): EntityFigures => ({
  staff: 0,
  students: 0,
  programmes: 0,
  running: 0,
  orders: { pending: 0, success: 0, rejected: 0, canceled: 0, annulled: 0 },
  revenue: '0.00',
  revenue_by_month: months.map((month) => ({ month, amount: '0.00' })),
  vouchers_waiting: 0,
  oldest_voucher_days: null,
  storage: { bytes: 0, files: 0 },
});

export interface Period {
  window: q.Window;
  now: Date;
  timeZone: string;
}

export async function periodOf(ctx: Ctx, period: string): Promise<Period> {
  const now = ctx.services.clock.now();
  const timeZone = ctx.services.config.TIME_ZONE;
  await q.alignRollups(ctx.db, timeZone);
  return { window: await q.periodWindow(ctx.db, now, timeZone, Number(period)), now, timeZone };
}

/** Each entity's figures (or the one entity's), keyed by entity id, and the voucher ages of each. */
export async function figuresByEntity(ctx: Ctx, entityId: string | null, p: Period) {
  const db = ctx.db;
  const byEntity = new Map<string, EntityFigures>();
  const of = (id: string) => {
    const f = byEntity.get(id) ?? emptyFigures(p.window.months);
    byEntity.set(id, f);
    return f;
  };
  for (const r of await q.people(db, entityId))
    Object.assign(of(r.entity_id), { staff: r.staff, students: r.students });
  const today = todayIn(p.timeZone, p.now);
  for (const r of await q.offer(db, entityId, today))
    Object.assign(of(r.entity_id), { programmes: r.programmes, running: r.running });
  for (const r of await q.ordersByState(db, entityId, p.window.firstMonth)) {
    if ((ORDER_STATES as readonly string[]).includes(r.state))
      of(r.entity_id).orders[r.state as keyof EntityFigures['orders']] = r.count;
  }
  for (const r of await q.revenueByMonth(db, entityId, p.window.firstMonth)) {
    const f = of(r.entity_id);
    const slot = f.revenue_by_month.find((m) => m.month === r.month);
    if (slot) slot.amount = solesOf(cents(r.amount));
    f.revenue = solesOf(cents(f.revenue) + cents(r.amount));
  }
  const ages = new Map<string, { day: number; days3: number; week: number; older: number }>();
  for (const r of await q.vouchersWaiting(db, entityId, p.now, METRICS.voucherAgeDays)) {
    const f = of(r.entity_id);
    f.vouchers_waiting = r.day + r.days3 + r.week + r.older;
    f.oldest_voucher_days = r.oldest_days;
    ages.set(r.entity_id, { day: r.day, days3: r.days3, week: r.week, older: r.older });
  }
  for (const r of await q.storage(db, entityId)) of(r.entity_id).storage = { bytes: Number(r.bytes), files: r.files };
  return { byEntity, ages };
}

/** The sum of several entities' figures (the oldest voucher: the oldest of all). */
export function totalOf(all: EntityFigures[], months: string[]): EntityFigures {
  const t = emptyFigures(months);
  for (const f of all) {
    t.staff += f.staff;
    t.students += f.students;
    t.programmes += f.programmes;
    t.running += f.running;
    for (const s of ORDER_STATES) t.orders[s] += f.orders[s];
    t.revenue = solesOf(cents(t.revenue) + cents(f.revenue));
    f.revenue_by_month.forEach((m, i) => {
      t.revenue_by_month[i].amount = solesOf(cents(t.revenue_by_month[i].amount) + cents(m.amount));
    });
    t.vouchers_waiting += f.vouchers_waiting;
    if (f.oldest_voucher_days !== null)
      t.oldest_voucher_days = Math.max(t.oldest_voucher_days ?? 0, f.oldest_voucher_days);
    t.storage.bytes += f.storage.bytes;
    t.storage.files += f.storage.files;
  }
  return t;
}
