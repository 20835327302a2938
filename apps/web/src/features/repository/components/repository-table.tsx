import { formatSoles, M, type MaterialOutput, PAGE_SIZES } from '@edu/shared';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable, EditDeleteActions, useTableState } from '../../../components/data-table';
import { ErrorPanel } from '../../../components/error-panel';
import { useDeleteRepositoryMaterial } from '../api/delete-material';
import { useMaterialsByEntity } from '../api/get-material-by-entity';
import { RepositoryMaterialDialog } from './repository-material-dialog';

/** 'Gratis' for a private material or a zero price (02 §4); else the price in soles. */
const priceOf = (row: MaterialOutput) =>
  row.state === 'private' || Number(row.price) === 0 ? M.FREE : formatSoles(row.price);

const COLUMNS: readonly Column<MaterialOutput>[] = [
  {
    key: 'title',
    header: M.COL_TITLE,
    // a file opens through its signed link, a link through its address
    render: (row) => (
      <Link href={row.url} target="_blank" rel="noopener noreferrer" underline="hover">
        {row.title}
      </Link>
    ),
  },
  { key: 'entity', header: M.COL_ENTITY, render: (row) => row.entity.entity_name, hideBelow: 'lg' },
  { key: 'category', header: M.COL_CATEGORY, render: (row) => row.category?.name ?? '', hideBelow: 'md' },
  {
    key: 'date',
    header: M.COL_CREATED_AT,
    render: (row) => new Date(row.date).toLocaleDateString('es-PE'),
    hideBelow: 'md',
  },
  { key: 'price', header: M.PRICE_LABEL, render: priceOf },
  {
    key: 'created_by',
    header: M.COL_CREATED_BY,
    render: (row) => (row.created_by ? `${row.created_by.name} ${row.created_by.lastname}` : ''),
    hideBelow: 'lg',
  },
];

type Dialog = { kind: 'add' } | { kind: 'edit'; row: MaterialOutput } | { kind: 'delete'; row: MaterialOutput };

/** The entity's repository (02 §2.6): 15 a page, newest first, searched by title, with upload, edit and delete. */
export function RepositoryTable() {
  const table = useTableState(PAGE_SIZES.repository);
  const list = useMaterialsByEntity(table.pageInput.page, table.query);
  const remove = useDeleteRepositoryMaterial();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  if (list.isError) return <ErrorPanel onReload={() => list.refetch()} />;
  return (
    <>
      <DataTable
        search={{ value: table.search, onChange: table.setSearch }}
        onRefresh={() => list.refetch()}
        onAdd={() => setDialog({ kind: 'add' })}
        columns={COLUMNS}
        rows={list.data?.materials}
        rowKey={(row) => row._id}
        total={list.data?.pagination.total ?? 0}
        page={table.page}
        rowsPerPage={PAGE_SIZES.repository}
        rowsPerPageOptions={[PAGE_SIZES.repository]}
        onPageChange={table.setPage}
        onRowsPerPageChange={table.setRowsPerPage}
        isLoading={list.isFetching}
        rowActions={(row) => (
          <EditDeleteActions
            name={row.title}
            editLabel={M.UPDATE_MATERIAL}
            deleteLabel={M.DELETE_MATERIAL}
            onEdit={() => setDialog({ kind: 'edit', row })}
            onDelete={() => setDialog({ kind: 'delete', row })}
          />
        )}
      />
      {dialog?.kind === 'add' && <RepositoryMaterialDialog onClose={close} />}
      {dialog?.kind === 'edit' && <RepositoryMaterialDialog row={dialog.row} onClose={close} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={M.NOTICE_TITLE}
        text={M.DELETE_MATERIAL_CONFIRM}
        isPending={remove.isPending}
        onCancel={close}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          try {
            await remove.mutateAsync(dialog.row._id);
            close();
          } catch {
            // the toast says why
          }
        }}
      />
    </>
  );
}
