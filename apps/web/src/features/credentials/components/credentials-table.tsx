import { type CredentialOutput, type CredentialType, M, PAGE_SIZES } from '@edu/shared';
import { CrudScreen } from '../../../components/crud';
import { type Column, useTableState } from '../../../components/data-table';
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
  return (
    <CrudScreen
      table={table}
      pageSize={PAGE_SIZES.credentials}
      list={list}
      rows={list.data?.zoomToken}
      columns={COLUMNS}
      rowKey={(row) => row._id}
      rowName={(row) => row.email}
      editLabel={M.UPDATE_CREDENTIAL}
      deleteLabel={M.DELETE_CREDENTIAL}
      noSearch
      form={(row, onClose) => <CredentialDialog type={type} credential={row} onClose={onClose} />}
      remove={{
        confirm: M.DELETE_CREDENTIAL_CONFIRM,
        isPending: remove.isPending,
        run: (row) => remove.mutateAsync(row._id),
      }}
    />
  );
}
