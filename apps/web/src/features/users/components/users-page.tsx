import { M, type RegisterState, type UserOutput } from '@edu/shared';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { ErrorPanel } from '../../../components/error-panel';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { usePreUsers } from '../api/get-pre-users';
import { UserGroup } from './user-group';

const AddUserDialog = lazy(() => import('./add-user-dialog').then((m) => ({ default: m.AddUserDialog })));

const GROUPS: readonly [RegisterState, string][] = [
  ['incomplete', M.USERS_INVITED],
  ['inProcess', M.USERS_IN_PROCESS],
  ['completed', M.USERS_COMPLETED],
];

/** /superadmin/dashboard/users (01 §2): the users by register state, and 'Agregar'. */
export function UsersPage() {
  const preUsers = usePreUsers();
  const [isAdding, setAdding] = useState(false);
  const byState = (state: RegisterState): UserOutput[] =>
    preUsers.data?.users.filter((user) => user.register === state) ?? [];

  return (
    <section>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <PageTitle>{M.USERS_TITLE}</PageTitle>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {M.ADD}
        </Button>
      </Box>
      {preUsers.isPending && <PageSpinner />}
      {preUsers.isError && <ErrorPanel code={500} onReload={() => preUsers.refetch()} />}
      {preUsers.data && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {GROUPS.map(([state, title]) => (
            <UserGroup key={state} title={title} users={byState(state)} />
          ))}
        </Box>
      )}
      <Suspense fallback={null}>{isAdding && <AddUserDialog onClose={() => setAdding(false)} />}</Suspense>
    </section>
  );
}
