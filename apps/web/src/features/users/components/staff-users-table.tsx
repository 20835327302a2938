import { M, PAGE_SIZES, users } from '@edu/shared';
import Avatar from '@mui/material/Avatar';
import { CrudScreen } from '../../../components/crud';
import { type Column, useTableState } from '../../../components/data-table';
import { ExportMenu } from '../../../components/export-menu';
import { useEntityId } from '../../../lib/session';
import { useDeleteStaffUser } from '../api/delete-user-by-entity';
import { useUsersByEntity } from '../api/get-users-by-entity';
import { fullName, type StaffRow } from './staff-row';
import { StaffUserDialog } from './staff-user-dialog';


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
  // what each person may do here, in Spanish ('Admin B2B, Coordinador') (decision 0053)
  { key: 'roles', header: M.USER_ROLE_LABEL, render: (row) => M.roleNames(row.roles.map((r) => r.rol)) },
  { key: 'phone', header: M.COL_PHONE, render: (row) => row.user.phone ?? '', hideBelow: 'md' },
  { key: 'dni', header: M.COL_DNI, render: (row) => row.user.dni ?? '', hideBelow: 'md' },
  { key: 'address', header: M.ADDRESS_LABEL, render: (row) => row.user.address ?? '', hideBelow: 'lg' },
];

/** The entity's staff (02 §2.7): 25 a page, searched by name, with add, edit and delete. */
export function StaffUsersTable() {
  const table = useTableState(PAGE_SIZES.users);
  const list = useUsersByEntity(table.pageInput.page, table.query);
  const remove = useDeleteStaffUser();
  const entityId = useEntityId();
  return (
    <CrudScreen
      actions={
        <ExportMenu
          def={users.exportUsersByEntity}
          input={{ entity_id: entityId, sortNameNumber: 1, ...(table.query ? { query: { field: 'name' as const, search: table.query } } : {}) }}
        />
      }
      table={table}
      pageSize={PAGE_SIZES.users}
      list={list}
      rows={list.data?.users}
      columns={COLUMNS}
      rowKey={(row) => row.user._id}
      rowName={fullName}
      editLabel={M.EDIT_USER}
      deleteLabel={M.DELETE_USER}
      form={(row, onClose) => <StaffUserDialog row={row} onClose={onClose} />}
      remove={{
        confirm: M.DELETE_USER_CONFIRM,
        isPending: remove.isPending,
        run: (row) => remove.mutateAsync(row.user._id),
      }}
    />
  );
}
