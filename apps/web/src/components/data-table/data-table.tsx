import { M, PAGE_SIZES } from '@edu/shared';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { DataTableToolbar, type DataTableToolbarProps } from './data-table-toolbar';
import { ALL_ROWS, type Column } from './types';

export interface DataTableProps<Row> extends DataTableToolbarProps {
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** all rows on the server (pagination.total) */
  total: number;
  /** from 0 */
  page: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
  rowsPerPageOptions?: readonly number[];
  /** adds the 'Todos' option */
  allowAll?: boolean;
  isLoading?: boolean;
  /** a last cell per row, for its actions */
  rowActions?: (row: Row) => ReactNode;
  onRowClick?: (row: Row) => void;
  /** the table's accessible name (default: its title), so that two tables of a page can be told apart */
  label?: string;
  /** the text of an empty table (default 'No hay datos') */
  emptyText?: string;
  /** the '1-10 de 40' text, for a list whose total is not exact (a keyset list: decision 0041) */
  displayedRows?: (range: { from: number; to: number }) => string;
}

/**
 * The actions' cell stays at the table's right edge while wider tables scroll sideways: a staff list's edit, delete
 * and row menu are on screen at 1366 px whatever its columns (decision 0053).
 */
const stickyActions = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (theme: { palette: { divider: string } }) => `inset 1px 0 0 ${theme.palette.divider}`,
  whiteSpace: 'nowrap',
} as const;

const hiddenBelow = (breakpoint: Column<unknown>['hideBelow']) =>
  breakpoint ? { display: { xs: 'none', [breakpoint]: 'table-cell' } } : undefined;

function cellOf<Row>(column: Column<Row>, row: Row): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined ? '' : String(value);
}

/** The server-paginated table of 01 §2: Spanish labels, 10/20 rows (and 'Todos'), 'No hay datos' when empty. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows = [], rowKey, total, page, rowsPerPage, isLoading = false, rowActions, onRowClick } = props;
  const options = [
    ...(props.rowsPerPageOptions ?? PAGE_SIZES.tableOptions),
    ...(props.allowAll ? [{ label: M.TABLE_ALL, value: ALL_ROWS }] : []),
  ];
  const span = columns.length + (rowActions ? 1 : 0);

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <DataTableToolbar {...props} />
      {isLoading && <LinearProgress aria-label={M.LOADING} />}
      <TableContainer>
        <Table size="small" aria-label={props.label ?? props.title}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={{ fontWeight: 600, width: column.width, ...hiddenBelow(column.hideBelow) }}
                >
                  {column.header}
                </TableCell>
              ))}
              {rowActions && <TableCell sx={stickyActions} />}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={rowKey(row)}
                hover
                onClick={onRowClick && (() => onRowClick(row))}
                sx={{ cursor: onRowClick ? 'pointer' : undefined }}
              >
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={hiddenBelow(column.hideBelow)}>
                    {cellOf(column, row)}
                  </TableCell>
                ))}
                {rowActions && (
                  <TableCell align="right" sx={stickyActions}>
                    {rowActions(row)}
                  </TableCell>
                )}
              </TableRow>
            ))}
            {!isLoading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={span} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {props.emptyText ?? M.TABLE_EMPTY}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={options}
        onPageChange={(_event, next) => props.onPageChange(next)}
        onRowsPerPageChange={(event) => props.onRowsPerPageChange(Number(event.target.value))}
        labelRowsPerPage={M.TABLE_ROWS_PER_PAGE}
        labelDisplayedRows={props.displayedRows ?? (({ from, to, count }) => `${from}-${to} ${M.TABLE_OF} ${count}`)}
      />
    </Paper>
  );
}
