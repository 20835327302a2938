import { DEFAULT_TIME_ZONE, formatDayMonthYear, M, PAGE_SIZES, todayIn } from '@edu/shared';
import Chip from '@mui/material/Chip';
import { type Column, DataTable, fixedPaging, useTableState } from '../../../../components/data-table';
import { useEntityInvitations } from '../../api/get-invitations';

interface InvitationRow {
  _id: string;
  email: string;
  roles: string[];
  state: string;
  created_at: string;
}

const COLUMNS: readonly Column<InvitationRow>[] = [
  { key: 'email', header: M.INVITATION_COLUMNS.email },
  { key: 'roles', header: M.INVITATION_COLUMNS.roles, render: (row) => M.roleNames(row.roles) },
  {
    key: 'created_at',
    header: M.INVITATION_COLUMNS.date,
    render: (row) => formatDayMonthYear(todayIn(DEFAULT_TIME_ZONE, new Date(row.created_at))),
  },
  {
    key: 'state',
    header: M.INVITATION_COLUMNS.state,
    render: (row) => (
      <Chip
        size="small"
        label={M.INVITATION_STATES[row.state]}
        color={row.state === 'accepted' ? 'success' : row.state === 'declined' ? 'default' : 'warning'}
        variant="outlined"
      />
    ),
  },
];

/**
 * People with an account elsewhere whom this entity invited (docs/decisions/0028): only the address the staff typed,
 * and whether they accepted; they appear among the students once they do.
 */
export function InvitationsTable() {
  const table = useTableState(PAGE_SIZES.students);
  const list = useEntityInvitations(table.pageInput.page);
  if (!list.data?.pagination.total) return null;
  return (
    <DataTable
      title={M.INVITATIONS_TITLE}
      onRefresh={() => list.refetch()}
      columns={COLUMNS}
      rows={list.data.invitations}
      rowKey={(row) => row._id}
      {...fixedPaging(table, PAGE_SIZES.students, list.data.pagination.total)}
      isLoading={list.isFetching}
    />
  );
}
