// /dashboard/admin/chat (02 §2.7): the staff list read-only, each name with its length as a badge; a row opens the mock chat.
import { M, PAGE_SIZES } from '@edu/shared';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { type Column, DataTable, fixedPaging, useTableState } from '../../../components/data-table';
import { ErrorPanel } from '../../../components/error-panel';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useUsersByEntity } from '../api/get-users-by-entity';
import { ChatPanel } from '../components/chat-panel';
import { fullName, type StaffRow } from '../components/staff-row';

type Row = StaffRow;

const COLUMNS: readonly Column<Row>[] = [
  {
    key: 'photo',
    header: M.PHOTO_LABEL,
    width: 72,
    render: (row) => (
      <Badge badgeContent={row.user.name.length} color="primary" max={999} data-testid="name-length">
        <Avatar src={row.user.photo ?? undefined} alt={fullName(row)} sx={{ width: 36, height: 36 }}>
          {row.user.name.charAt(0).toUpperCase()}
        </Avatar>
      </Badge>
    ),
  },
  { key: 'name', header: M.NAME_LABEL, render: (row) => row.user.name },
  { key: 'lastname', header: M.LASTNAME_LABEL, render: (row) => row.user.lastname },
  { key: 'email', header: M.COL_EMAIL, render: (row) => row.user.email, hideBelow: 'md' },
];

export function StaffChatRoute() {
  const { userId } = useParams();
  const navigate = useNavigate();
  const table = useTableState(PAGE_SIZES.users);
  const list = useUsersByEntity(table.pageInput.page, table.query);
  const open = (row: Row) => navigate(paths.admin.chatWithOf(row.user._id));
  const person = list.data?.users.find((row) => row.user._id === userId)?.user;

  if (list.isError) return <ErrorPanel onReload={() => list.refetch()} />;
  return (
    <section>
      <PageTitle>{M.CHAT_TITLE}</PageTitle>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'stretch' }}>
        <DataTable
          search={{ value: table.search, onChange: table.setSearch }}
          onRefresh={() => list.refetch()}
          columns={COLUMNS}
          rows={list.data?.users}
          rowKey={(row) => row.user._id}
          {...fixedPaging(table, PAGE_SIZES.users, list.data?.pagination.total)}
          isLoading={list.isFetching}
          onRowClick={open}
          rowActions={(row) => (
            <IconButton aria-label={`${M.CHAT_TITLE}: ${fullName(row)}`} onClick={() => open(row)}>
              <ChatIcon />
            </IconButton>
          )}
        />
        {person ? (
          <ChatPanel key={person._id} person={person} />
        ) : (
          <Paper variant="outlined" sx={{ display: 'grid', placeItems: 'center', minHeight: 420, p: 2 }}>
            <Typography color="text.secondary">{M.CHAT_SELECT_USER}</Typography>
          </Paper>
        )}
      </Box>
    </section>
  );
}
