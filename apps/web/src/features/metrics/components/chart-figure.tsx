// One chart of the dashboards with, under it, a table of the same figures (spec: a table under every chart), so that a
// screen reader, a keyboard and a printout get every number; the drawing itself is one image named by its title.
import { M } from '@edu/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';

export interface ChartSeries {
  label: string;
  data: readonly number[];
}

/** A column of the table only (not drawn): a figure that does not share the chart's scale. */
export interface ExtraColumn {
  header: string;
  values: readonly string[];
}

interface ChartFigureProps {
  title: string;
  /** the categories along the band axis (months, states, programmes…) */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** the band axis's name and the value axis's */
  categoryLabel: string;
  valueLabel: string;
  format: (value: number) => string;
  /** bars drawn sideways (long names) */
  horizontal?: boolean;
  extra?: readonly ExtraColumn[];
}

const LOCALE = { noData: M.METRICS_NONE, loading: M.LOADING };
const CHART_HEIGHT = 280;

export function ChartFigure({
  title,
  categories,
  series,
  categoryLabel,
  valueLabel,
  format,
  horizontal,
  extra = [],
}: ChartFigureProps) {
  const headingId = useId();
  const band = { scaleType: 'band' as const, data: [...categories], label: categoryLabel };
  const value = { label: valueLabel, valueFormatter: (v: number) => format(v) };
  return (
    <Paper component="figure" variant="outlined" aria-labelledby={headingId} sx={{ m: 0, p: 2 }}>
      <Typography component="h2" variant="h6" id={headingId}>
        {title}
      </Typography>
      <Box role="img" aria-label={title} data-chart={title}>
        <BarChart
          height={CHART_HEIGHT}
          layout={horizontal ? 'horizontal' : 'vertical'}
          xAxis={[horizontal ? value : band]}
          yAxis={[horizontal ? { ...band, width: 140 } : { ...value, width: 110 }]}
          series={series.map((s) => ({
            data: [...s.data],
            label: s.label,
            valueFormatter: (v: number | null) => (v === null ? '' : format(v)),
          }))}
          hideLegend={series.length < 2}
          localeText={LOCALE}
        />
      </Box>
      <Table size="small">
        <caption>{M.metricsTableCaption(title)}</caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{categoryLabel}</TableCell>
            {series.map((s) => (
              <TableCell key={s.label} scope="col" align="right">
                {s.label}
              </TableCell>
            ))}
            {extra.map((x) => (
              <TableCell key={x.header} scope="col" align="right">
                {x.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {categories.map((c, i) => (
            <TableRow key={c}>
              <TableCell component="th" scope="row">
                {c}
              </TableCell>
              {series.map((s) => (
                <TableCell key={s.label} align="right">
                  {format(s.data[i] ?? 0)}
                </TableCell>
              ))}
              {extra.map((x) => (
                <TableCell key={x.header} align="right">
                  {x.values[i]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
