import { type EntityDashboard, METRICS, type MetricPeriod, metrics, todayIn } from '@edu/shared';
import { type Ctx, defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { enrolmentsByMonth, moduleResults, passingMark, studentsAtRisk, topProgrammes } from './dashboard.queries.js';
import { emptyFigures, figuresByEntity, periodOf } from './figures.js';

// An entity's own dashboard ('Resumen', decision 0039): its admins see only its rows; every query names the entity
// the dispatcher checked.
export const getEntityDashboard = defineHandler(metrics.getEntityDashboard, (input, ctx) => {
  const entityId = entityOf(ctx);
  return ctx.services.dashboards.get(`entity:${entityId}:${input.period}`, () =>
    entityDashboard(entityId, input.period, ctx),
  );
});

async function entityDashboard(entityId: string, period: MetricPeriod, ctx: Ctx): Promise<EntityDashboard> {
  const p = await periodOf(ctx, period);
  const { byEntity, ages } = await figuresByEntity(ctx, entityId, p);
  const figures = byEntity.get(entityId) ?? emptyFigures(p.window.months);
  const enrolled = new Map(
    (await enrolmentsByMonth(ctx.db, entityId, p.window.firstMonth)).map((r) => [r.month, r.count]),
  );
  const today = todayIn(p.timeZone, p.now);
  const risk = await studentsAtRisk(ctx.db, entityId, p.now, today, METRICS.atRiskShown);
  return {
    period,
    months: p.window.months,
    enrolments: p.window.months.map((month) => ({ month, count: enrolled.get(month) ?? 0 })),
    revenue: figures.revenue_by_month,
    conversion: figures.orders,
    vouchers: ages.get(entityId) ?? { day: 0, days3: 0, week: 0, older: 0 },
    top_programmes: (await topProgrammes(ctx.db, entityId, METRICS.topProgrammes)).map((r) => ({
      _id: r.id,
      name: r.name,
      students: r.students,
    })),
    modules: (await moduleResults(ctx.db, entityId, p.now, METRICS.modulesShown)).map((r) => ({
      _id: r.id,
      name: r.name,
      programme: r.programme,
      results: r.results,
      average: r.average,
      passed: r.passed,
    })),
    passing_mark: await passingMark(ctx.db, entityId),
    at_risk: {
      count: risk[0]?.total ?? 0,
      students: risk.map((r) => ({
        _id: r.user_id,
        name: r.name,
        lastname: r.lastname,
        course: r.course,
        final: r.final,
      })),
    },
  };
}
