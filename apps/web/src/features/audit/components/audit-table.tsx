import { AUDIT_PAGE_SIZE, type AuditFilterValues, type AuditRow, formatLimaDateTime, M } from '@edu/shared';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { useAuditLog } from '../api/get-audit-log';
import { ActionCell, OriginCell, PersonCell } from './audit-cells';

const C = M.AUDIT_COLUMNS;
const WHEN: Column<AuditRow> = { key: 'when', header: C.when, render: (row) => formatLimaDateTime(row.created_at) };
const ENTITY: Column<AuditRow> = { key: 'entity', header: C.entity, render: (row) => row.entity?.name ?? '' };
const REST: Column<AuditRow>[] = [
  { key: 'person', header: C.person, render: (row) => <PersonCell row={row} /> },
  { key: 'action', header: C.action, render: (row) => <ActionCell row={row} /> },
  { key: 'record', header: C.record, render: (row) => row.record_id ?? '', hideBelow: 'md' },
  { key: 'origin', header: C.origin, render: (row) => <OriginCell row={row} />, hideBelow: 'sm' },
];
const noRowsPerPageChoice = () => {};

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
  // MUI's count: the exact total, or -1 ('unknown') while more pages follow a capped count
  const count = !data ? 0 : !data.capped ? data.total : data.next ? -1 : page * AUDIT_PAGE_SIZE + rows.length;

  const goTo = (next: number) => {
    if (next > page && data?.next) setCursors((known) => [...known.slice(0, next), data.next ?? undefined]);
    setPage(next);
  };

  return (
    <DataTable
      label={M.AUDIT_TABLE_LABEL}
      columns={entityId ? [WHEN, ...REST] : [WHEN, ENTITY, ...REST]}
      rows={rows}
      rowKey={(row) => row._id}
      total={count}
      page={page}
      rowsPerPage={AUDIT_PAGE_SIZE}
      rowsPerPageOptions={[AUDIT_PAGE_SIZE]}
      onPageChange={goTo}
      onRowsPerPageChange={noRowsPerPageChoice}
      isLoading={list.isFetching}
      emptyText={M.AUDIT_EMPTY}
      displayedRows={({ from, to }) => M.auditRange(rows.length ? from : 0, to, data?.total ?? 0, data?.capped ?? false)}
    />
  );
}
