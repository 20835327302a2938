import { M } from '@edu/shared';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { UserMenu } from './user-menu';

interface TopBarProps {
  name: string;
  photo: string | null;
  canOpenProfile: boolean;
  onOpenSidebar: () => void;
}

/** The user's photo and name, and the menu with 'Mi perfil' and 'Cerrar sesión' (01 §2). */
export function TopBar({ name, photo, canOpenProfile, onOpenSidebar }: TopBarProps) {
  const initials = name
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton aria-label={M.OPEN_MENU} onClick={onOpenSidebar} sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <Box sx={{ flex: 1 }} />
        <Typography sx={{ display: { xs: 'none', sm: 'block' }, fontWeight: 500 }}>{name}</Typography>
        <UserMenu canOpenProfile={canOpenProfile} shownText={initials}>
          <Avatar src={photo ?? undefined} alt={name} sx={{ bgcolor: 'brand.main', color: 'brand.contrastText' }}>
            {initials}
          </Avatar>
        </UserMenu>
      </Toolbar>
    </AppBar>
  );
}
