import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import type { EntityAccess } from '../../lib/queries/user-is-in-entities-admin';
import type { AreaRole, SwitchRole } from '../../lib/roles';
import { EntitySwitcher } from './entity-switcher';
import { rememberLogo } from './logo-preload';
import type { MenuEntry } from './menus';
import { RoleSwitcher } from './role-switcher';
import { SidebarMenu } from './sidebar-menu';

export interface SidebarProps {
  entities: EntityAccess['entities'];
  entity: EntityAccess['entities'][number] | null;
  mainRole: AreaRole | null;
  /** the roles held in the current entity as the server answers them now (falls back to the sign-in data) */
  roles?: readonly string[];
  menu: MenuEntry[];
  onEntityChange: (entityId: string) => void;
  onRoleChange: (role: SwitchRole) => void;
  onNavigate?: () => void;
}

const LOGO_BOX = { width: 232, height: 72 };

/** The entity's logo, the entity and role switchers, and the role's menu. */
export function SidebarContent({
  entities,
  entity,
  mainRole,
  roles,
  menu,
  onEntityChange,
  onRoleChange,
  onNavigate,
}: SidebarProps) {
  const logo = entity?.customize.logo ?? null;
  useEffect(() => {
    if (entity) rememberLogo(entity._id, logo);
  }, [entity, logo]);
  return (
    <Stack sx={{ height: '100%', overflowY: 'auto' }}>
      <Box sx={{ display: 'grid', placeItems: 'center', height: LOGO_BOX.height + 32, p: 2 }}>
        {entity?.customize.logo ? (
          // a fixed box the logo fits into: nothing moves when it arrives; asked for before the rest (logo-preload.ts)
          <Box
            component="img"
            src={entity.customize.logo}
            alt={entity.entity_name}
            width={LOGO_BOX.width}
            height={LOGO_BOX.height}
            fetchPriority="high"
            sx={{ maxWidth: '100%', objectFit: 'contain' }}
          />
        ) : (
          <AdminPanelSettingsIcon sx={{ fontSize: 56 }} />
        )}
      </Box>
      <Stack spacing={1.5} sx={{ px: 2, pb: 2 }}>
        <EntitySwitcher entities={entities} value={entity?._id ?? null} onChange={onEntityChange} />
        {entity && <RoleSwitcher roles={roles ?? entity.roles} value={mainRole} onChange={onRoleChange} />}
      </Stack>
      <SidebarMenu entries={menu} onNavigate={onNavigate} />
    </Stack>
  );
}
