// Métricas of the superadmin (01 §2, decision 0039): the total headline figures, accepted revenue per month, orders
// by state, students and staff per entity, and every entity's figures in one table, over the period chosen.
import { M, METRICS, type MetricPeriod, ORDER_STATES, type PlatformMetrics } from '@edu/shared';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { usePlatformMetrics } from '../api/get-platform-metrics';
import { ChartFigure } from '../components/chart-figure';
import { DashboardFrame } from '../components/dashboard-frame';
import { EntitiesTable } from '../components/entities-table';
import { FigureCards } from '../components/figure-cards';
import { countText, headlineOf, monthsOf, outboxOf, solesText } from '../components/format';

const T = M.CHART_TITLES;
const A = M.CHART_AXES;

function MetricsCharts({ data }: { data: PlatformMetrics }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 3, mb: 3 }}>
      <ChartFigure
        title={T.revenue}
        categories={monthsOf(data.months)}
        series={[{ label: M.METRIC_LABELS.revenue, data: data.totals.revenue_by_month.map((m) => Number(m.amount)) }]}
        categoryLabel={A.month}
        valueLabel={A.soles}
        format={solesText}
      />
      <ChartFigure
        title={T.orders}
        categories={ORDER_STATES.map((s) => M.ORDER_STATE_LABELS[s])}
        series={[{ label: A.orders, data: ORDER_STATES.map((s) => data.totals.orders[s]) }]}
        categoryLabel={A.state}
        valueLabel={A.count}
        format={countText}
      />
      <ChartFigure
        title={T.people}
        categories={data.entities.map((e) => e.name)}
        series={[
          { label: M.METRIC_LABELS.students, data: data.entities.map((e) => e.students) },
          { label: M.METRIC_LABELS.staff, data: data.entities.map((e) => e.staff) },
        ]}
        categoryLabel={M.METRIC_LABELS.entity}
        valueLabel={A.count}
        format={countText}
        horizontal
      />
    </Box>
  );
}

export function MetricsRoute() {
  const [period, setPeriod] = useState<MetricPeriod>(METRICS.defaultPeriod);
  const query = usePlatformMetrics(period);
  return (
    <DashboardFrame title={M.METRICS_TITLE} query={query} period={{ value: period, onChange: setPeriod }}>
      {(data) => (
        <>
          <FigureCards
            label={`${M.METRICS_ALL_ENTITIES} · ${M.metricsPeriodOption(data.period)}`}
            figures={headlineOf(data.totals)}
          />
          <FigureCards label={T.outbox} figures={outboxOf(data.outbox)} />
          <MetricsCharts data={data} />
          <EntitiesTable entities={data.entities} />
        </>
      )}
    </DashboardFrame>
  );
}
