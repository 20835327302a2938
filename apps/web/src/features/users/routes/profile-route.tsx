// 'Mi perfil' of the entity admin (02 §2.10): a header with photo, full name and the tab; tabs /user, /password, /settings.
import { M } from '@edu/shared';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { ErrorPanel, errorCodeOf } from '../../../components/error-panel';
import { PageSpinner } from '../../../components/page-spinner';
import { PageTitle } from '../../../components/page-title';
import { below, paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { useOwnId, useOwnUser } from '../api/get-user';
import { ProfilePasswordTab } from '../components/profile-password-tab';
import { ProfileUserTab } from '../components/profile-user-tab';
import { SettingsTab } from '../components/settings/settings-tab';

const p = paths.admin.profile;
const TABS = [
  { path: p.user, label: M.PROFILE_TAB_USER },
  { path: p.password, label: M.PROFILE_TAB_PASSWORD },
  { path: p.settings, label: M.PROFILE_TAB_SETTINGS },
] as const;
const inProfile = (path: string) => below(p.root, path);

export function ProfileRoute() {
  const { pathname } = useLocation();
  const userId = useOwnId();
  const user = useOwnUser();
  const tab = TABS.find((t) => pathname.startsWith(t.path));
  const data = user.data?.user;

  return (
    <section>
      <PageTitle>{M.MY_PROFILE}</PageTitle>
      {user.isPending && <PageSpinner />}
      {user.isError && (
        <ErrorPanel
          code={errorCodeOf(user.error instanceof ApiError ? user.error.status : undefined)}
          onReload={() => void user.refetch()}
        />
      )}
      {data && (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2.5 }}>
            <Avatar
              src={data.photo ?? undefined}
              alt={`${data.name} ${data.lastname}`}
              sx={{ width: 72, height: 72 }}
            />
            <Box>
              <Typography variant="h6" component="p" data-testid="profile-name">
                {`${data.name} ${data.lastname}`}
              </Typography>
              <Typography color="text.secondary" sx={{ textTransform: 'capitalize' }} data-testid="profile-tab">
                {tab?.label}
              </Typography>
            </Box>
          </Box>
          <Tabs
            value={tab?.path ?? false}
            aria-label={M.PROFILE_TABS}
            sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {TABS.map((t) => (
              <Tab
                key={t.path}
                value={t.path}
                label={t.label}
                component={Link}
                to={t.path}
                sx={{ textTransform: 'capitalize' }}
              />
            ))}
          </Tabs>
          <Box sx={{ p: 2.5 }}>
            <Routes>
              <Route path={inProfile(p.user)} element={<ProfileUserTab user={data} />} />
              <Route path={inProfile(p.password)} element={<ProfilePasswordTab userId={userId} />} />
              <Route path={inProfile(p.settings)} element={<SettingsTab />} />
              <Route path="*" element={<Navigate to={p.user} replace />} />
            </Routes>
          </Box>
        </Paper>
      )}
    </section>
  );
}
