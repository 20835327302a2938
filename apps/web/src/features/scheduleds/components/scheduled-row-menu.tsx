import { M } from '@edu/shared';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

export type ScheduledAction = 'edit' | 'delete' | 'modules';

const ACTIONS: readonly [ScheduledAction, string][] = [
  ['edit', M.EDIT_COURSE],
  ['delete', M.DELETE_COURSE],
  ['modules', M.SCHEDULE_MODULES],
];

/** The row's expansion (02 §2.13): 'Editar curso', 'Eliminar curso', 'Programar módulos'. */
export function ScheduledRowMenu({ name, onAction }: { name: string; onAction: (action: ScheduledAction) => void }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  return (
    <>
      <IconButton
        aria-label={`${M.OPTIONS}: ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
        {ACTIONS.map(([action, label]) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
