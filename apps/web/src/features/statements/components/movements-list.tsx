import { formatLimaDateTime, formatSoles, M, type MovementOutput, STATEMENTS, statements } from '@edu/shared';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { DateRangeFields } from '../../../components/date-range-fields';
import { ExportMenu } from '../../../components/export-menu';
import { useEntityId } from '../../../lib/session';
import { useMovements } from '../api/get-movements';

const L = M.STATEMENT_FIELD_LABELS;
const C = M.STATEMENT_COLUMN_LABELS;
const COLUMNS: readonly Column<MovementOutput>[] = [
  { key: 'moved_at', header: C.date, render: (m) => formatLimaDateTime(m.moved_at) },
  { key: 'description', header: C.description },
  { key: 'operation_number', header: C.operation, render: (m) => m.operation_number ?? '' },
  { key: 'amount', header: C.amount, align: 'right', render: (m) => formatSoles(m.amount) },
  {
    key: 'balance',
    header: C.balance,
    align: 'right',
    hideBelow: 'md',
    render: (m) => (m.balance ? formatSoles(m.balance) : ''),
  },
];

/** 'Movimientos' of one account: by Lima days, 'Solo sin orden', part of the operation number; exportable. */
export function MovementsList({ accountId }: { accountId: string }) {
  const entityId = useEntityId();
  const [filters, setFilters] = useState({ from: '', to: '', search: '', unmatched: false });
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(STATEMENTS.pageSize);
  const input = { entity: entityId, payment_account_id: accountId, ...filters };
  const list = useMovements({ ...input, page: page + 1, docs: size });
  const set = (patch: Partial<typeof filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(0);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {M.STATEMENT_MOVEMENTS}
        </Typography>
        <ExportMenu def={statements.exportMovements} input={input} />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <DateRangeFields idPrefix="movements" labels={L} value={filters} onChange={set} />
        <TextField
          id="movements-search"
          size="small"
          label={L.search}
          value={filters.search}
          onChange={(e) => set({ search: e.target.value })}
          slotProps={{ htmlInput: { maxLength: STATEMENTS.operationNumber } }}
        />
        <FormControlLabel
          control={<Checkbox checked={filters.unmatched} onChange={(e) => set({ unmatched: e.target.checked })} />}
          label={L.unmatched}
        />
      </Box>
      <DataTable
        label={M.STATEMENT_MOVEMENTS}
        columns={COLUMNS}
        rows={list.data?.movements}
        rowKey={(m) => m._id}
        total={list.data?.pagination.total ?? 0}
        page={page}
        rowsPerPage={size}
        rowsPerPageOptions={[STATEMENTS.pageSize, 50, 100]}
        onPageChange={setPage}
        onRowsPerPageChange={(n) => {
          setSize(n);
          setPage(0);
        }}
        isLoading={list.isFetching}
        emptyText={M.STATEMENT_NO_MOVEMENTS}
      />
    </Box>
  );
}
