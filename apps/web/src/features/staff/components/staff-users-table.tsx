import { M, type Output, PAGE_SIZES, type users } from '@edu/shared';
import Avatar from '@mui/material/Avatar';
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
import { useDeleteStaffUser } from '../api/delete-user-by-entity';
import { useUsersByEntity } from '../api/get-users-by-entity';
import { StaffUserDialog } from './staff-user-dialog';

export type StaffRow = Output<typeof users.getUsersByEntity>['users'][number];

const fullName = (row: StaffRow) => `${row.user.name} ${row.user.lastname}`;

const COLUMNS: readonly Column<StaffRow>[] = [
  {
    key: 'photo',
    header: M.PHOTO_LABEL,
    width: 64,
    render: (row) => (
      <Avatar src={row.user.photo ?? undefined} alt={fullName(row)} sx={{ width: 36, height: 36 }}>
        {row.user.name.charAt(0).toUpperCase()}
      </Avatar>
    ),
  },
  { key: 'name', header: M.NAME_LABEL, render: (row) => row.user.name },
  { key: 'lastname', header: M.LASTNAME_LABEL, render: (row) => row.user.lastname },
  { key: 'email', header: M.COL_EMAIL, render: (row) => row.user.email },
  { key: 'phone', header: M.COL_PHONE, render: (row) => row.user.phone ?? '', hideBelow: 'md' },
  { key: 'dni', header: M.COL_DNI, render: (row) => row.user.dni ?? '', hideBelow: 'md' },
  { key: 'address', header: M.ADDRESS_LABEL, render: (row) => row.user.address ?? '', hideBelow: 'lg' },
];

/** The entity's staff (02 §2.7): 25 a page, searched by name, with add, edit and delete. */
export function StaffUsersTable() {
  const table = useTableState(PAGE_SIZES.users);
  const list = useUsersByEntity(table.pageInput.page, table.query);
  const remove = useDeleteStaffUser();
  const crud = useCrudDialog<StaffRow>();

  if (list.isError) return <ErrorPanel onReload={() => list.refetch()} />;
  return (
    <>
      <DataTable
        search={{ value: table.search, onChange: table.setSearch }}
        onRefresh={() => list.refetch()}
        onAdd={crud.add}
        columns={COLUMNS}
        rows={list.data?.users}
        rowKey={(row) => row.user._id}
        {...fixedPaging(table, PAGE_SIZES.users, list.data?.pagination.total)}
        isLoading={list.isFetching}
        rowActions={(row) => (
          <EditDeleteActions
            name={fullName(row)}
            editLabel={M.EDIT_USER}
            deleteLabel={M.DELETE_USER}
            onEdit={() => crud.edit(row)}
            onDelete={() => crud.remove(row)}
          />
        )}
      />
      {crud.dialog?.kind === 'add' && <StaffUserDialog onClose={crud.close} />}
      {crud.dialog?.kind === 'edit' && <StaffUserDialog row={crud.dialog.row} onClose={crud.close} />}
      <CrudDeleteConfirm
        crud={crud}
        text={M.DELETE_USER_CONFIRM}
        isPending={remove.isPending}
        onDelete={(row) => remove.mutateAsync(row.user._id)}
      />
    </>
  );
}
