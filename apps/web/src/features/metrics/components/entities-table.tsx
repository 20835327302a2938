import { formatSoles, M, type PlatformMetrics } from '@edu/shared';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { bytesText } from './format';

type Row = PlatformMetrics['entities'][number];
const L = M.METRIC_LABELS;
const S = M.ORDER_STATE_LABELS;

const COLUMNS: readonly [string, (e: Row) => string][] = [
  [L.staff, (e) => String(e.staff)],
  [L.students, (e) => String(e.students)],
  [L.programmes, (e) => String(e.programmes)],
  [L.running, (e) => String(e.running)],
  [S.pending, (e) => String(e.orders.pending)],
  [S.success, (e) => String(e.orders.success)],
  [S.rejected, (e) => String(e.orders.rejected)],
  [S.canceled, (e) => String(e.orders.canceled)],
  [L.revenue, (e) => formatSoles(e.revenue)],
  [L.vouchers, (e) => String(e.vouchers_waiting)],
  [L.oldestVoucherDays, (e) => (e.oldest_voucher_days === null ? '—' : String(e.oldest_voucher_days))],
  [L.storage, (e) => bytesText(e.storage.bytes)],
  [L.files, (e) => String(e.storage.files)],
];

/** Every entity's figures over the period, one row each (the per-entity half of Métricas). */
export function EntitiesTable({ entities }: { entities: readonly Row[] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" id="metrics-entities">
        {M.CHART_TITLES.perEntity}
      </Typography>
      {/* scrolls sideways on a narrow screen; focusable so a keyboard can scroll it (scrollable-region-focusable) */}
      <TableContainer tabIndex={0} role="region" aria-labelledby="metrics-entities">
        <Table size="small" aria-labelledby="metrics-entities">
          <TableHead>
            <TableRow>
              <TableCell scope="col">{L.entity}</TableCell>
              {COLUMNS.map(([header]) => (
                <TableCell key={header} scope="col" align="right">
                  {header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {entities.map((e) => (
              <TableRow key={e._id}>
                <TableCell component="th" scope="row">
                  {e.name}
                </TableCell>
                {COLUMNS.map(([header, value]) => (
                  <TableCell key={header} align="right">
                    {value(e)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
