import { type MetricPeriod, metrics, type PlatformMetrics } from '@edu/shared';
import { type Ctx, defineHandler } from '../../rpc/context.js';
import { emptyFigures, figuresByEntity, periodOf, totalOf } from './figures.js';
import { liveEntities, outbox } from './metrics.queries.js';

// Métricas and Inicio of the superadmin (01 §2): every live entity's figures and their total, and the mail outbox.
// A deleted entity's rows stay in the tables but are neither listed nor added to the total.
export const getPlatformMetrics = defineHandler(metrics.getPlatformMetrics, (input, ctx) =>
  ctx.services.dashboards.get(`platform:${input.period}`, () => platformMetrics(input.period, ctx)),
);

async function platformMetrics(period: MetricPeriod, ctx: Ctx): Promise<PlatformMetrics> {
  const p = await periodOf(ctx, period);
  const { byEntity } = await figuresByEntity(ctx, null, p);
  const entities = (await liveEntities(ctx.db)).map((e) => ({
    _id: e.id,
    name: e.name,
    ...(byEntity.get(e.id) ?? emptyFigures(p.window.months)),
  }));
  const mail = await outbox(ctx.db);
  return {
    period,
    months: p.window.months,
    totals: totalOf(entities, p.window.months),
    entities,
    outbox: {
      pending: mail.pending,
      failed: mail.failed,
      oldest_pending: mail.oldest_pending === null ? null : new Date(mail.oldest_pending).toISOString(),
    },
  };
}
