import { type CredentialOutput, type CredentialType, M, PAGE_SIZES } from '@edu/shared';
import {
  type Column,
  CrudDeleteConfirm,
  DataTable,
  EditDeleteActions,
  fixedPaging,
  useCrudDialog,
  useTableState,
} from '../../../components/data-table';
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

/** The credentials of one type (02 §2.9): 10 a page, oldest first, with add, edit and delete. */
export function CredentialsTable({ type }: { type: CredentialType }) {
  const table = useTableState(PAGE_SIZES.credentials);
  const list = useCredentials(type, table.pageInput.page);
  const remove = useDeleteCredential();
  const crud = useCrudDialog<CredentialOutput>();

  if (list.isError) return <ErrorPanel onReload={() => list.refetch()} />;
  return (
    <>
      <DataTable
        onRefresh={() => list.refetch()}
        onAdd={crud.add}
        columns={COLUMNS}
        rows={list.data?.zoomToken}
        rowKey={(row) => row._id}
        {...fixedPaging(table, PAGE_SIZES.credentials, list.data?.pagination.total)}
        isLoading={list.isFetching}
        rowActions={(row) => (
          <EditDeleteActions
            name={row.email}
            editLabel={M.UPDATE_CREDENTIAL}
            deleteLabel={M.DELETE_CREDENTIAL}
            onEdit={() => crud.edit(row)}
            onDelete={() => crud.remove(row)}
          />
        )}
      />
      {crud.dialog?.kind === 'add' && <CredentialDialog type={type} onClose={crud.close} />}
      {crud.dialog?.kind === 'edit' && (
        <CredentialDialog type={type} credential={crud.dialog.row} onClose={crud.close} />
      )}
      <CrudDeleteConfirm
        crud={crud}
        text={M.DELETE_CREDENTIAL_CONFIRM}
        isPending={remove.isPending}
        onDelete={(row) => remove.mutateAsync(row._id)}
      />
    </>
  );
}
