import { M, type UserOutput } from '@edu/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ErrorPanel, errorCodeOf } from '../../../components/error-panel';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { statusOf } from '../../../lib/api';
import { type Session, useSession } from '../../../lib/session';
import { useUser } from '../../../lib/queries/get-user';

const FIELDS: readonly [string, (user: UserOutput) => string | null][] = [
  [M.NAME_LABEL, (u) => u.name],
  [M.LASTNAME_LABEL, (u) => u.lastname],
  [M.EMAIL_LABEL, (u) => u.email],
  [M.COL_DNI, (u) => u.dni],
  [M.COL_PHONE, (u) => u.phone],
  [M.BIRTHDATE_LABEL, (u) => u.birthdate],
  [M.ADDRESS_LABEL, (u) => u.address],
  [M.USERNAME_LABEL, (u) => u.username],
];

/** /dashboard/user/profile: the signed-in user's own data (getUser of oneself), read-only. */
export function ProfilePage() {
  const session = useSession() as Session;
  const user = useUser(session.user._id);
  return (
    <section>
      <PageTitle>{M.MENU_PROFILE}</PageTitle>
      {user.isPending && <PageSpinner />}
      {user.isError && <ErrorPanel code={errorCodeOf(statusOf(user.error))} onReload={() => user.refetch()} />}
      {user.data && (
        <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
              columnGap: 3,
              rowGap: 1.5,
              m: 0,
            }}
          >
            {FIELDS.map(([label, read]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {read(user.data.user) || M.NO_VALUE}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      )}
    </section>
  );
}
