import { M, METRIC_PERIODS, type MetricPeriod } from '@edu/shared';
import TextField from '@mui/material/TextField';

/** The period selector of the dashboards: the last 3, 6 or 12 months (a native select: one keyboard, one list). */
export function PeriodSelect({ value, onChange }: { value: MetricPeriod; onChange: (period: MetricPeriod) => void }) {
  return (
    <TextField
      select
      size="small"
      label={M.METRICS_PERIOD_LABEL}
      value={value}
      onChange={(e) => onChange(e.target.value as MetricPeriod)}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 200 }}
    >
      {METRIC_PERIODS.map((p) => (
        <option key={p} value={p}>
          {M.metricsPeriodOption(p)}
        </option>
      ))}
    </TextField>
  );
}
