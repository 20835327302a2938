import { type CashDay, type CashWaiting, formatDayMonthYear, formatSoles, M } from '@edu/shared';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

interface CashColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  isNumber?: boolean;
  /** hidden on screens narrower than this: the counts stay, their amounts go */
  hideBelow?: 'md' | 'lg';
}

const hidden = (b: CashColumn<unknown>['hideBelow']) => (b ? { display: { xs: 'none', [b]: 'table-cell' } } : {});

// MUI puts a caption under the table, in grey: here it is the table's title
const CAPTION_ON_TOP = { '& caption': { captionSide: 'top', typography: 'subtitle1', color: 'text.primary' } } as const;

/** A small table with its caption as its title: every row at once (at most 92 days of a few accounts). */
function CashTable<Row>(props: {
  caption: string;
  columns: readonly CashColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  emptyText: string;
}) {
  const { caption, columns, rows, rowKey, emptyText } = props;
  return (
    // a table wider than the screen scrolls sideways: the keyboard can reach it (tabIndex), named as its caption
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" sx={CAPTION_ON_TOP}>
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell
                key={c.header}
                align={c.isNumber ? 'right' : 'left'}
                sx={{ fontWeight: 600, ...hidden(c.hideBelow) }}
              >
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c) => (
                <TableCell
                  key={c.header}
                  align={c.isNumber ? 'right' : 'left'}
                  sx={{ whiteSpace: 'nowrap', ...hidden(c.hideBelow) }}
                >
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns.length} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                {emptyText}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const DAY_COLUMNS: readonly CashColumn<CashDay>[] = [
  { header: M.CASH_COL_DAY, cell: (d) => formatDayMonthYear(d.day) },
  { header: M.CASH_COL_ACCOUNT, cell: (d) => d.account },
  { header: M.CASH_COL_RECEIVED, cell: (d) => d.received, isNumber: true },
  { header: M.CASH_COL_RECEIVED_TOTAL, cell: (d) => formatSoles(d.received_total), isNumber: true },
  { header: M.CASH_COL_ACCEPTED, cell: (d) => d.accepted, isNumber: true, hideBelow: 'md' },
  { header: M.CASH_COL_ACCEPTED_TOTAL, cell: (d) => formatSoles(d.accepted_total), isNumber: true, hideBelow: 'lg' },
  { header: M.CASH_COL_UNMATCHED, cell: (d) => d.unmatched, isNumber: true },
  { header: M.CASH_COL_UNMATCHED_TOTAL, cell: (d) => formatSoles(d.unmatched_total), isNumber: true },
];

const WAITING_COLUMNS: readonly CashColumn<CashWaiting>[] = [
  { header: M.CASH_COL_DAY, cell: (w) => formatDayMonthYear(w.day) },
  { header: M.CASH_COL_WAITING, cell: (w) => w.orders, isNumber: true },
  { header: M.CASH_COL_WAITING_TOTAL, cell: (w) => formatSoles(w.total), isNumber: true },
  { header: M.CASH_COL_OLDEST_DAYS, cell: (w) => w.age_days, isNumber: true },
];

/** Per Lima day and account: credits received, those that paid an accepted order, those that paid nothing yet. */
export const CashDaysTable = ({ days }: { days: readonly CashDay[] }) => (
  <CashTable
    caption={M.CASH_DAYS_TITLE}
    columns={DAY_COLUMNS}
    rows={days}
    rowKey={(d) => `${d.day}-${d.account_id}`}
    emptyText={M.CASH_DAYS_EMPTY}
  />
);

/** 'Órdenes en espera': per day they were placed, the orders still pending, their total and age. */
export const CashWaitingTable = ({ waiting }: { waiting: readonly CashWaiting[] }) => (
  <CashTable
    caption={M.CASH_WAITING_TITLE}
    columns={WAITING_COLUMNS}
    rows={waiting}
    rowKey={(w) => w.day}
    emptyText={M.CASH_WAITING_EMPTY}
  />
);
