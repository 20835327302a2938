// Inicio of the superadmin (01 §2): the platform's headline figures over the default period, no charts, so the landing
// page loads no charting code (decision 0039).
import { M, METRICS } from '@edu/shared';
import { usePlatformMetrics } from '../api/get-platform-metrics';
import { DashboardFrame } from '../components/dashboard-frame';
import { FigureCards } from '../components/figure-cards';
import { headlineOf, outboxOf } from '../components/format';

export function SuperadminHomeRoute() {
  const query = usePlatformMetrics(METRICS.defaultPeriod);
  return (
    <DashboardFrame title={M.SUPERADMIN_HOME_TITLE} query={query}>
      {(data) => (
        <>
          <FigureCards
            label={`${M.METRICS_ALL_ENTITIES} · ${M.metricsPeriodOption(data.period)}`}
            figures={headlineOf(data.totals)}
          />
          <FigureCards label={M.CHART_TITLES.outbox} figures={outboxOf(data.outbox)} />
        </>
      )}
    </DashboardFrame>
  );
}
