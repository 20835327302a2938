import { type CampusOutput, M, PAGE_SIZES } from '@edu/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable, EditDeleteActions, useTableState } from '../../../components/data-table';
import { ErrorPanel } from '../../../components/error-panel';
import { useDeleteCampus } from '../api/delete-campus';
import { useCampuses } from '../api/get-campus';
import { CampusDialog } from './campus-dialog';

const COLUMNS: readonly Column<CampusOutput>[] = [
  { key: 'name', header: M.NAME_LABEL },
  { key: 'country', header: M.COUNTRY_LABEL },
  { key: 'department', header: M.DEPARTMENT_LABEL },
  { key: 'address', header: M.ADDRESS_LABEL, hideBelow: 'md' },
];

type Dialog = { kind: 'add' } | { kind: 'edit'; row: CampusOutput } | { kind: 'delete'; row: CampusOutput };

/** The entity's campuses (02 §2.8): 10 a page, searched by name, with add, edit and delete. */
export function CampusesTable() {
  const table = useTableState(PAGE_SIZES.campuses);
  const list = useCampuses(table.pageInput.page, table.query);
  const remove = useDeleteCampus();
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
        rows={list.data?.campus}
        rowKey={(row) => row._id}
        total={list.data?.pagination.total ?? 0}
        page={table.page}
        rowsPerPage={PAGE_SIZES.campuses}
        rowsPerPageOptions={[PAGE_SIZES.campuses]}
        onPageChange={table.setPage}
        onRowsPerPageChange={table.setRowsPerPage}
        isLoading={list.isFetching}
        rowActions={(row) => (
          <EditDeleteActions
            name={row.name}
            editLabel={M.UPDATE_CAMPUS}
            deleteLabel={M.DELETE_CAMPUS}
            onEdit={() => setDialog({ kind: 'edit', row })}
            onDelete={() => setDialog({ kind: 'delete', row })}
          />
        )}
      />
      {dialog?.kind === 'add' && <CampusDialog onClose={close} />}
      {dialog?.kind === 'edit' && <CampusDialog campus={dialog.row} onClose={close} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={M.NOTICE_TITLE}
        text={M.DELETE_CAMPUS_CONFIRM}
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
