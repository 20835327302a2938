import { formatLimaDateTime, formatSoles, M, type StatementLine } from '@edu/shared';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';

const L = M.STATEMENT_FIELD_LABELS;
const C = M.STATEMENT_COLUMN_LABELS;
const COLUMNS: readonly Column<StatementLine>[] = [
  { key: 'line', header: L.line },
  { key: 'moved_at', header: C.date, render: (l) => formatLimaDateTime(l.moved_at) },
  { key: 'description', header: C.description, hideBelow: 'sm' },
  { key: 'operation_number', header: C.operation },
  { key: 'amount', header: C.amount, align: 'right', render: (l) => (l.amount ? formatSoles(l.amount) : '') },
  {
    key: 'balance',
    header: C.balance,
    align: 'right',
    hideBelow: 'md',
    render: (l) => (l.balance ? formatSoles(l.balance) : ''),
  },
  { key: 'problem', header: L.problem, render: (l) => l.problem ?? M.STATEMENT_LINE_OK },
];

/** The preview's lines (at most STATEMENTS.previewLines), paged here. */
export function PreviewTable({ lines }: { lines: readonly StatementLine[] }) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  return (
    <DataTable
      label={M.STATEMENT_PREVIEW}
      columns={COLUMNS}
      rows={lines.slice(page * size, page * size + size)}
      rowKey={(l) => String(l.line)}
      total={lines.length}
      page={page}
      rowsPerPage={size}
      onPageChange={setPage}
      onRowsPerPageChange={(n) => {
        setSize(n);
        setPage(0);
      }}
    />
  );
}
