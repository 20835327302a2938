import { M } from '@edu/shared';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { Outlet, useNavigate, useNavigation } from 'react-router';
import { toast } from 'react-toastify';
import { ErrorPanel, errorCodeOf } from '../../components/error-panel';
import { PageSpinner } from '../../components/page-spinner';
import { statusOf } from '../../lib/api';
import { useEntityAccess } from '../../lib/queries/user-is-in-entities-admin';
import { PendingInvitations } from '../../features/invitations/components/pending-invitations';
import { useRolesInEntity } from '../../lib/queries/get-roles';
import { type AreaRole, isAdminRole, isStudentIn, landingOf, mainRoleOf, type SwitchRole } from '../../lib/roles';
import { type Session, updateSession, useSession } from '../../lib/session';
import { openStudentArea } from '../../lib/student-entity';
import { buildTheme, superadminTheme } from '../theme';
import { menuFor } from './menus';
import { SidebarContent } from './sidebar';
import { TopBar } from './top-bar';

const SIDEBAR_WIDTH = 264;

/** The signed-in frame (01 §2): branded sidebar, top bar and the page; the theme follows the current entity. */
export function Shell() {
  const session = useSession() as Session; // the session guard renders this only with a session
  const access = useEntityAccess(session.user._id);
  const heldRoles = access.data?.data.entities.find((e) => e._id === session.entityId)?.roles ?? [];
  const liveRoles = useRolesInEntity(
    session.user.rol === 'superadmin' ? undefined : (session.entityId ?? undefined),
    session.user._id,
    heldRoles,
  );
  const navigate = useNavigate();
  const isNavigating = useNavigation().state === 'loading';
  const [isMobileOpen, setMobileOpen] = useState(false);

  if (access.isPending) return <PageSpinner fullScreen />;
  if (access.isError)
    return <ErrorPanel code={errorCodeOf(statusOf(access.error))} onReload={() => access.refetch()} />;

  const { entities, user } = access.data.data;
  const isSuperadmin = session.user.rol === 'superadmin';
  const entity = entities.find((e) => e._id === session.entityId) ?? null;
  const theme = isSuperadmin ? superadminTheme : buildTheme(entity?.customize.colors, entity?.customize.font);

  const switchRole = (role: AreaRole | null) => {
    updateSession({ mainRole: role });
    if (!role) toast.error(M.NO_ENTITY_ACCESS);
    navigate(landingOf(role));
  };
  // the student area is the students' entry (04 §2.2): a page of its own, in the entity chosen here
  const chooseRole = (role: SwitchRole) => {
    if (role !== 'estudiante') switchRole(role);
    else if (entity) openStudentArea(entity);
  };
  const switchEntity = (entityId: string) => {
    const next = entities.find((e) => e._id === entityId);
    updateSession({ entityId });
    const role = next ? mainRoleOf(next.roles) : null;
    if (next && !role && isStudentIn(next.roles)) openStudentArea(next);
    else switchRole(role);
  };
  // an accepted invitation (docs/decisions/0028): the new entity joins the switcher, and is opened when the person had
  // no area to work in
  const joinEntity = async (entityId: string) => {
    const fresh = (await access.refetch()).data?.data.entities ?? entities;
    updateSession({ rolesByEntity: Object.fromEntries(fresh.map((e) => [e._id, e.roles])) });
    const joined = fresh.find((e) => e._id === entityId);
    if (joined && !session.mainRole) {
      updateSession({ entityId });
      switchRole(mainRoleOf(joined.roles));
    }
  };

  const sidebar = (
    <SidebarContent
      entities={entities}
      entity={entity}
      mainRole={session.mainRole}
      roles={liveRoles.data}
      menu={menuFor(isSuperadmin, session.mainRole)}
      onEntityChange={switchEntity}
      onRoleChange={chooseRole}
      onNavigate={() => setMobileOpen(false)}
    />
  );
  const sidebarColors = { bgcolor: 'sidebar.background', color: 'sidebar.text' } as const;

  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'grey.50' }}>
        <Box
          component="aside"
          data-testid="sidebar"
          sx={{ ...sidebarColors, width: SIDEBAR_WIDTH, flexShrink: 0, display: { xs: 'none', md: 'block' } }}
        >
          <Box sx={{ position: 'sticky', top: 0, height: '100vh' }}>{sidebar}</Box>
        </Box>
        <Drawer
          open={isMobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ display: { md: 'none' } }}
          slotProps={{ paper: { sx: { ...sidebarColors, width: SIDEBAR_WIDTH } } }}
        >
          {sidebar}
        </Drawer>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <TopBar
            name={`${user.name} ${user.lastname}`.trim()}
            photo={user.photo}
            canOpenProfile={!isSuperadmin && isAdminRole(session.mainRole)}
            onOpenSidebar={() => setMobileOpen(true)}
          />
          {isNavigating && (
            <LinearProgress
              aria-label={M.LOADING}
              sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.appBar + 1 }}
            />
          )}
          <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 4 } }}>
            <Outlet />
          </Box>
          {!isSuperadmin && <PendingInvitations onJoined={(id) => void joinEntity(id)} />}
        </Box>
      </Box>
    </ThemeProvider>
  );
}
