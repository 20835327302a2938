import { AUDIT_PAGE_SIZE, type AuditFilterValues, type AuditRow, formatLimaDateTime, M } from '@edu/shared';
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
import { useState } from 'react';
import { useAuditLog } from '../api/get-audit-log';
import { ActionCell, OriginCell, PersonCell } from './audit-cells';

const C = M.AUDIT_COLUMNS;
interface Column {
  key: string;
  header: string;
  render: (row: AuditRow) => ReactNode;
}
const WHEN: Column = { key: 'when', header: C.when, render: (row) => formatLimaDateTime(row.created_at) };
const REST: Column[] = [
  { key: 'person', header: C.person, render: (row) => <PersonCell row={row} /> },
  { key: 'action', header: C.action, render: (row) => <ActionCell row={row} /> },
  { key: 'record', header: C.record, render: (row) => row.record_id ?? '' },
  { key: 'origin', header: C.origin, render: (row) => <OriginCell row={row} /> },
];
const ENTITY: Column = { key: 'entity', header: C.entity, render: (row) => row.entity?.name ?? '' };

/**
 * The trail, 25 a page newest first. Pages go by keyset (decision 0041): each page's `after` is kept, so that
 * 'previous' goes back exactly; the total is exact up to 10,000 and 'más de 10 000' past it.
 */
export function AuditTable({ entityId, filters }: { entityId?: string; filters: AuditFilterValues }) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [page, setPage] = useState(0);
  const [shownFilters, setShownFilters] = useState(filters);
  if (shownFilters !== filters) {
    // new filters start again from the newest row
    setShownFilters(filters);
    setCursors([undefined]);
    setPage(0);
  }
  const after = cursors[page];
  const list = useAuditLog({ ...(entityId ? { entity_id: entityId } : {}), ...filters, ...(after ? { after } : {}) });
  const data = list.data;
  const rows = data?.rows ?? [];
  const columns = entityId ? [WHEN, ...REST] : [WHEN, ENTITY, ...REST];
  // MUI's count: the exact total, or -1 ('unknown') while more pages follow a capped count
  const count = !data ? 0 : !data.capped ? data.total : data.next ? -1 : page * AUDIT_PAGE_SIZE + rows.length;

  const goTo = (next: number) => {
    if (next > page && data?.next) setCursors((known) => [...known.slice(0, next), data.next ?? undefined]);
    setPage(next);
  };

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {list.isFetching && <LinearProgress aria-label={M.LOADING} />}
      <TableContainer>
        <Table size="small" aria-label={M.AUDIT_TABLE_LABEL}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} sx={{ fontWeight: 600 }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row._id} hover>
                {columns.map((column) => (
                  <TableCell key={column.key} sx={{ verticalAlign: 'top' }}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {!list.isFetching && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {M.AUDIT_EMPTY}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={count}
        page={page}
        rowsPerPage={AUDIT_PAGE_SIZE}
        rowsPerPageOptions={[AUDIT_PAGE_SIZE]}
        onPageChange={(_event, next) => goTo(next)}
        labelRowsPerPage={M.TABLE_ROWS_PER_PAGE}
        labelDisplayedRows={({ from, to }) => M.auditRange(rows.length ? from : 0, to, data?.total ?? 0, data?.capped ?? false)}
      />
    </Paper>
  );
}
