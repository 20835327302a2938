// 'Resumen' of an entity's admins (decision 0039): enrolments and accepted revenue per month, the conversion of
// orders, vouchers waiting by age, the programmes with most students, evaluation results per module and the students
// below the passing mark, all of the current entity only (the server checks it).
import { type EntityDashboard, M, METRICS, type MetricPeriod, ORDER_STATES } from '@edu/shared';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useEntityDashboard } from '../api/get-entity-dashboard';
import { AtRiskTable } from '../components/at-risk-table';
import { ChartFigure } from '../components/chart-figure';
import { DashboardFrame } from '../components/dashboard-frame';
import { countText, monthsOf, solesText } from '../components/format';

const T = M.CHART_TITLES;
const A = M.CHART_AXES;
const AGES = ['day', 'days3', 'week', 'older'] as const;

function SummaryCharts({ data }: { data: EntityDashboard }) {
  const months = monthsOf(data.months);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 3 }}>
      <ChartFigure
        title={T.enrolments}
        categories={months}
        series={[{ label: A.enrolments, data: data.enrolments.map((m) => m.count) }]}
        categoryLabel={A.month}
        valueLabel={A.count}
        format={countText}
      />
      <ChartFigure
        title={T.revenue}
        categories={months}
        series={[{ label: M.METRIC_LABELS.revenue, data: data.revenue.map((m) => Number(m.amount)) }]}
        categoryLabel={A.month}
        valueLabel={A.soles}
        format={solesText}
      />
      <ChartFigure
        title={T.conversion}
        categories={ORDER_STATES.map((s) => M.ORDER_STATE_LABELS[s])}
        series={[{ label: A.orders, data: ORDER_STATES.map((s) => data.conversion[s]) }]}
        categoryLabel={A.state}
        valueLabel={A.count}
        format={countText}
      />
      <ChartFigure
        title={T.vouchers}
        categories={AGES.map((a) => M.VOUCHER_AGE_LABELS[a])}
        series={[{ label: A.orders, data: AGES.map((a) => data.vouchers[a]) }]}
        categoryLabel={A.age}
        valueLabel={A.count}
        format={countText}
      />
      <ChartFigure
        title={T.topProgrammes}
        categories={data.top_programmes.map((p) => p.name)}
        series={[{ label: A.students, data: data.top_programmes.map((p) => p.students) }]}
        categoryLabel={A.programme}
        valueLabel={A.count}
        format={countText}
        horizontal
      />
      <ChartFigure
        title={T.modules}
        categories={data.modules.map((m) => `${m.name} (${m.programme})`)}
        series={[
          { label: M.MODULE_COLUMNS.results, data: data.modules.map((m) => m.results) },
          { label: M.MODULE_COLUMNS.passed, data: data.modules.map((m) => m.passed) },
        ]}
        categoryLabel={A.module}
        valueLabel={A.count}
        format={countText}
        horizontal
        extra={[{ header: M.MODULE_COLUMNS.average, values: data.modules.map((m) => m.average ?? '—') }]}
      />
      <AtRiskTable risk={data.at_risk} mark={data.passing_mark} />
    </Box>
  );
}

export function SummaryRoute() {
  const [period, setPeriod] = useState<MetricPeriod>(METRICS.defaultPeriod);
  const query = useEntityDashboard(period);
  return (
    <DashboardFrame title={M.SUMMARY_TITLE} query={query} period={{ value: period, onChange: setPeriod }}>
      {(data) => <SummaryCharts data={data} />}
    </DashboardFrame>
  );
}
