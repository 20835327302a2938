// 'Usuarios' of the entity admin (02 §2.7): the staff of the current entity, and the way to its /chat view.
import { M } from '@edu/shared';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { StaffUsersTable } from '../components/staff-users-table';

export function StaffUsersRoute() {
  // /chat shows the same list read-only (02 §2.7) and has no menu entry: this link is the one way to it (decision 0031)
  const chat = (
    <Button component={Link} to={paths.admin.chat} variant="outlined" size="small" startIcon={<ChatIcon />}>
      {M.CHAT_TITLE}
    </Button>
  );
  return (
    <section>
      <PageTitle action={chat}>{M.USERS_TITLE}</PageTitle>
      <StaffUsersTable />
    </section>
  );
}
