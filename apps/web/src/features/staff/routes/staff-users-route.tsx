// 'Usuarios' of the entity admin (02 §2.7): the staff of the current entity.
import { M } from '@edu/shared';
import { PageTitle } from '../../../components/page-title';
import { StaffUsersTable } from '../components/staff-users-table';

export function StaffUsersRoute() {
  return (
    <section>
      <PageTitle>{M.USERS_TITLE}</PageTitle>
      <StaffUsersTable />
    </section>
  );
}
