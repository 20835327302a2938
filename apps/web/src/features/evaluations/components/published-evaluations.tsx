import { formatLimaDateTime, M, type PublishedEvaluationOutput } from '@edu/shared';
import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { type Column, DataTable, useTableState } from '../../../components/data-table';
import { usePublishedEvaluations } from '../api/get-published-evaluations';
import { PublishDialog } from './publish-dialog';

const C = M.PUBLISHED_COLUMNS;
const orNone = (value: string | null) => value ?? M.NO_VALUE;

const COLUMNS: readonly Column<PublishedEvaluationOutput>[] = [
  { key: 'title', header: C.title },
  {
    key: 'window',
    header: C.window,
    render: (row) => M.publishWindow(formatLimaDateTime(row.opens_at), formatLimaDateTime(row.closes_at)),
  },
  { key: 'practice', header: C.practice, render: (row) => orNone(row.practice?.title ?? null), hideBelow: 'md' },
  { key: 'taken', header: C.taken, align: 'right', render: (row) => row.results.taken },
  { key: 'average', header: C.average, align: 'right', render: (row) => orNone(row.results.average) },
  { key: 'highest', header: C.highest, align: 'right', render: (row) => orNone(row.results.highest), hideBelow: 'sm' },
  { key: 'lowest', header: C.lowest, align: 'right', render: (row) => orNone(row.results.lowest), hideBelow: 'sm' },
];

/** 'Publicadas' (04 §2.4): the module's published evaluations, their window in Lima and their results. */
export function PublishedEvaluations({ moduleId }: { moduleId: string }) {
  const table = useTableState();
  const list = usePublishedEvaluations(moduleId, { page: table.page + 1, docs: table.rowsPerPage }, table.query);
  const [moving, setMoving] = useState<PublishedEvaluationOutput | null>(null);

  return (
    <>
      <DataTable
        title={M.PUBLISHED_EVALUATIONS}
        search={{ value: table.search, onChange: table.setSearch }}
        onRefresh={() => void list.refetch()}
        columns={COLUMNS}
        rows={list.data?.evaluations}
        rowKey={(row) => row._id}
        total={list.data?.pagination.total ?? 0}
        page={table.page}
        rowsPerPage={table.rowsPerPage}
        onPageChange={table.setPage}
        onRowsPerPageChange={table.setRowsPerPage}
        isLoading={list.isFetching}
        rowActions={(row) => (
          <Button size="small" startIcon={<EventIcon />} onClick={() => setMoving(row)}>
            {M.REPUBLISH_LABEL}
          </Button>
        )}
      />
      {moving && (
        <PublishDialog
          again
          evaluation={moving}
          window={moving}
          practiceId={moving.practice_id}
          onClose={() => setMoving(null)}
        />
      )}
    </>
  );
}
