// Métricas, Inicio and Resumen (decision 0039) against Entidad C, whose rows are counted by hand in
// metrics-test-kit.ts: the clock stands at 2026-11-20 10:00 in Lima. Refusals: no token, another entity, a role
// without access, a bad period; none changes anything.
import { M, metrics } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { movableClock } from '../attempts/attempts-test-kit.js';
import { type EntityC, entityC, NOW } from './metrics-test-kit.js';

const { t } = useTestApp();
let c: EntityC;
let root: string;
let adminC: string;
beforeAll(async () => {
  movableClock(t, NOW);
  c = await entityC(t);
  await t.db.query('DELETE FROM mail_outbox');
  const mail = (status: string, created: string, n: number) =>
    t.db.query(
      `INSERT INTO mail_outbox (request_id, to_address, subject, text_body, status, created_at) VALUES ($1, 'a@test.pe', 'S', 'T', $2, $3)`,
      [`r${n}`, status, created],
    );
  await mail('pending', '2026-11-18T15:00:00Z', 1);
  await mail('pending', '2026-11-19T15:00:00Z', 2);
  await mail('sending', '2026-11-20T14:00:00Z', 3);
  await mail('failed', '2026-11-01T15:00:00Z', 4);
  await mail('sent', '2026-10-01T15:00:00Z', 5);
  root = await t.signIn(t.fx.users.superadmin.email);
  adminC = await t.signIn(c.admin.email);
});

const MONTHS = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const amounts = (list: string[]) => MONTHS.map((month, i) => ({ month, amount: list[i] }));

describe('getPlatformMetrics', () => {
  it("counts each entity's figures and the outbox by hand, and totals the live entities", async () => {
    const res = await t.call(metrics.getPlatformMetrics, { period: '6' }, root);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(metrics.getPlatformMetrics.output.safeParse(res.body).success).toBe(true);
    expect(res.body.months).toEqual(MONTHS);
    const row = res.body.entities.find((e) => e._id === c.entity);
    expect(row).toEqual({
      _id: c.entity,
      name: 'Entidad C',
      staff: 3,
      students: 4,
      programmes: 2,
      running: 1,
      orders: { pending: 4, success: 3, rejected: 1, canceled: 1, annulled: 1 },
      revenue: '350.00',
      revenue_by_month: amounts(['200.00', '0.00', '0.00', '0.00', '49.50', '100.50']),
      vouchers_waiting: 4,
      oldest_voucher_days: 111,
      storage: { bytes: 3500, files: 7 },
    });
    expect(res.body.outbox).toEqual({ pending: 3, failed: 1, oldest_pending: '2026-11-18T15:00:00.000Z' });
    const sum = (pick: (e: (typeof res.body.entities)[number]) => number) =>
      res.body.entities.reduce((s, e) => s + pick(e), 0);
    expect(res.body.entities.map((e) => e.name)).toEqual(['Entidad A', 'Entidad B', 'Entidad C']);
    expect(res.body.totals.students).toBe(sum((e) => e.students));
    expect(res.body.totals.staff).toBe(sum((e) => e.staff));
    expect(res.body.totals.orders.pending).toBe(sum((e) => e.orders.pending));
    expect(res.body.totals.revenue).toBe('350.00');
    expect(res.body.totals.oldest_voucher_days).toBe(111);
  });

  it('narrows orders and revenue to the period chosen (3 months: September to November)', async () => {
    const res = await t.call(metrics.getPlatformMetrics, { period: '3' }, root);
    const row = res.body.entities.find((e) => e._id === c.entity);
    expect(res.body.months).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(row?.orders).toEqual({ pending: 3, success: 2, rejected: 1, canceled: 1, annulled: 1 });
    expect(row?.revenue).toBe('150.00');
    // waiting orders are not a figure of the period: all of them, whenever placed
    expect(row?.vouchers_waiting).toBe(4);
  });

  it('leaves a deleted entity out of the list and the total', async () => {
    const [{ id }] = await t.db.query<{ id: string }>(
      `INSERT INTO entities (entity_name, deleted_at) VALUES ('Borrada', now()) RETURNING id`,
    );
    await t.db.query(`INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, 'estudiante')`, [
      id,
      c.students[0],
    ]);
    const res = await t.call(metrics.getPlatformMetrics, {}, root);
    expect(res.body.period).toBe('6');
    expect(res.body.entities.map((e) => e.name)).not.toContain('Borrada');
    expect(res.body.totals.students).toBe(res.body.entities.reduce((s, e) => s + e.students, 0));
  });

  it('refuses a period other than 3, 6 or 12 months in Spanish, an entity admin and no token', async () => {
    const bad = await t.callRaw(metrics.getPlatformMetrics, { period: '5' }, root);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(M.METRICS_PERIOD_INVALID);
    expect((await t.call(metrics.getPlatformMetrics, { period: '6' }, adminC)).status).toBe(403);
    expect((await t.call(metrics.getPlatformMetrics, { period: '6' }, null)).status).toBe(401);
  });
});

describe('getEntityDashboard', () => {
  it("shows the entity's own figures, counted by hand", async () => {
    const before = await t.snapshot();
    const res = await t.call(metrics.getEntityDashboard, { entity_id: c.entity, period: '6' }, adminC);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(metrics.getEntityDashboard.output.safeParse(res.body).success).toBe(true);
    expect(res.body).toEqual({
      period: '6',
      months: MONTHS,
      enrolments: MONTHS.map((month, i) => ({ month, count: [0, 1, 0, 0, 1, 2][i] })),
      revenue: amounts(['200.00', '0.00', '0.00', '0.00', '49.50', '100.50']),
      conversion: { pending: 4, success: 3, rejected: 1, canceled: 1, annulled: 1 },
      vouchers: { day: 1, days3: 1, week: 1, older: 1 },
      top_programmes: [
        { _id: c.programmes.one, name: 'Programa Uno', students: 3 },
        { _id: c.programmes.two, name: 'Programa Dos', students: 1 },
      ],
      // Saúl's best of 12 and 16, Sofía's expired attempt at 8; Sara's open attempt does not count
      modules: [
        expect.objectContaining({
          name: 'Módulo Uno',
          programme: 'Programa Uno',
          results: 2,
          average: '12.00',
          passed: 1,
        }),
      ],
      passing_mark: '11.00',
      at_risk: {
        count: 3,
        students: [
          // Programa Dos has ended: its practice without a grade counts as 0
          { _id: c.students[3], name: 'Simón', lastname: 'Cuatro', course: 'Dos terminado', final: '0.00' },
          // PB from the evaluation (8), PA left out before the end
          { _id: c.students[2], name: 'Sofía', lastname: 'Tres', course: 'Uno en curso', final: '8.00' },
          // (1 × 10 + 3 × 9) / 4 = 9.25; Saúl: (1 × 18 + 3 × 16) / 4 = 16.50 passes
          { _id: c.students[0], name: 'Sara', lastname: 'Uno', course: 'Uno en curso', final: '9.25' },
        ],
      },
    });
    expect(await t.snapshot()).toBe(before);
  });

  it('follows the passing mark the entity sets', async () => {
    await t.db.query('UPDATE entities SET passing_mark = 9 WHERE id = $1', [c.entity]);
    const res = await t.call(metrics.getEntityDashboard, { entity_id: c.entity, period: '12' }, adminC);
    await t.db.query('UPDATE entities SET passing_mark = 11 WHERE id = $1', [c.entity]);
    expect(res.body.passing_mark).toBe('9.00');
    expect(res.body.at_risk.students.map((s) => s.final)).toEqual(['0.00', '8.00']);
    expect(res.body.modules[0].passed).toBe(1);
  });

  it("refuses another entity's admin, a coordinador, a bad period and no token, changing nothing", async () => {
    const adminA = await t.signIn(t.fx.users.adminA.email);
    const coordA = await t.signIn(t.fx.users.coordA.email);
    const before = await t.snapshot();
    expect((await t.call(metrics.getEntityDashboard, { entity_id: c.entity }, adminA)).status).toBe(403);
    expect((await t.call(metrics.getEntityDashboard, { entity_id: t.fx.entityA }, coordA)).status).toBe(403);
    const bad = await t.callRaw(metrics.getEntityDashboard, { entity_id: c.entity, period: 'doce' }, adminC);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(M.METRICS_PERIOD_INVALID);
    expect((await t.call(metrics.getEntityDashboard, { entity_id: c.entity }, null)).status).toBe(401);
    expect(await t.snapshot()).toBe(before);
  });

  it('lets the superadmin open any entity and an admin b2b open their own', async () => {
    expect((await t.call(metrics.getEntityDashboard, { entity_id: c.entity }, root)).body.conversion.success).toBe(3);
    const b2b = await t.signIn(t.fx.users.adminB2bA.email);
    const res = await t.call(metrics.getEntityDashboard, { entity_id: t.fx.entityA }, b2b);
    expect(res.status).toBe(200);
    expect(res.body.top_programmes.every((p) => p._id !== c.programmes.one)).toBe(true);
  });
});
