import { M } from '@edu/shared';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { logout } from '../../features/auth/api/logout';

interface UserMenuProps {
  canOpenProfile: boolean;
  /** what the avatar shows as text (the initials): a button's name holds the text it shows (WCAG 2.5.3) */
  shownText: string;
  children: ReactNode;
}

/** Opens from the avatar: 'Mi perfil' (admin and admin b2b only) and 'Cerrar sesión'. */
export function UserMenu({ canOpenProfile, shownText, children }: UserMenuProps) {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label={[shownText, M.USER_MENU].filter(Boolean).join(', ')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {children}
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {canOpenProfile && (
          <MenuItem
            onClick={() => {
              close();
              navigate(paths.admin.profile.user);
            }}
          >
            <ListItemIcon>
              <PersonIcon fontSize="small" />
            </ListItemIcon>
            {M.MY_PROFILE}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {M.SIGN_OUT}
        </MenuItem>
      </Menu>
    </>
  );
}
