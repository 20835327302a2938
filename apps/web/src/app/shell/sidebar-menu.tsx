import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { alpha } from '@mui/material/styles';
import { NavLink } from 'react-router';
import type { MenuEntry } from './menus';

export function SidebarMenu({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate?: () => void }) {
  return (
    <List component="nav" sx={{ px: 1 }}>
      {entries.map(({ label, to, icon: Icon }) => (
        <ListItemButton
          key={to}
          component={NavLink}
          to={to}
          onClick={onNavigate}
          sx={(theme) => ({
            borderRadius: 1,
            mb: 0.5,
            color: 'inherit',
            '&.active': { bgcolor: alpha(theme.palette.sidebar.tint, 0.16), fontWeight: 600 },
            '&:hover': { bgcolor: alpha(theme.palette.sidebar.tint, 0.08) },
          })}
        >
          <ListItemIcon sx={{ color: 'inherit', minWidth: 40 }}>
            <Icon />
          </ListItemIcon>
          <ListItemText primary={label} />
        </ListItemButton>
      ))}
    </List>
  );
}
