import { type CredentialOutput, type CredentialType, M, PAGE_SIZES } from '@edu/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable, EditDeleteActions, useTableState } from '../../../components/data-table';
import { ErrorPanel } from '../../../components/error-panel';
import { useDeleteCredential } from '../api/delete-zoom-token';
import { useCredentials } from '../api/get-zoom-tokens';
import { CredentialDialog } from './credential-dialog';

const dateOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('es-PE');
};

const COLUMNS: readonly Column<CredentialOutput>[] = [
  { key: 'service', header: M.CREDENTIAL_TYPE_LABEL },
  { key: 'token', header: M.CREDENTIAL_VALUE_LABEL },
  { key: 'email', header: M.COL_EMAIL },
  { key: 'date', header: M.CREDENTIAL_DATE_LABEL, render: (row) => dateOf(row.date), hideBelow: 'sm' },
];

type Dialog = { kind: 'add' } | { kind: 'edit'; row: CredentialOutput } | { kind: 'delete'; row: CredentialOutput };

/** The credentials of one type (02 §2.9): 10 a page, oldest first, with add, edit and delete. */
export function CredentialsTable({ type }: { type: CredentialType }) {
  const table = useTableState(PAGE_SIZES.credentials);
  const list = useCredentials(type, table.pageInput.page);
  const remove = useDeleteCredential();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  if (list.isError) return <ErrorPanel onReload={() => list.refetch()} />;
  return (
    <>
      <DataTable
        onRefresh={() => list.refetch()}
        onAdd={() => setDialog({ kind: 'add' })}
        columns={COLUMNS}
        rows={list.data?.zoomToken}
        rowKey={(row) => row._id}
        total={list.data?.pagination.total ?? 0}
        page={table.page}
        rowsPerPage={PAGE_SIZES.credentials}
        rowsPerPageOptions={[PAGE_SIZES.credentials]}
        onPageChange={table.setPage}
        onRowsPerPageChange={table.setRowsPerPage}
        isLoading={list.isFetching}
        rowActions={(row) => (
          <EditDeleteActions
            name={row.email}
            editLabel={M.UPDATE_CREDENTIAL}
            deleteLabel={M.DELETE_CREDENTIAL}
            onEdit={() => setDialog({ kind: 'edit', row })}
            onDelete={() => setDialog({ kind: 'delete', row })}
          />
        )}
      />
      {dialog?.kind === 'add' && <CredentialDialog type={type} onClose={close} />}
      {dialog?.kind === 'edit' && <CredentialDialog type={type} credential={dialog.row} onClose={close} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={M.NOTICE_TITLE}
        text={M.DELETE_CREDENTIAL_CONFIRM}
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
