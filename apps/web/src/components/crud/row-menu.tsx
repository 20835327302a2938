import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

interface RowMenuProps<A extends string> {
  /** the button's accessible name ('Opciones: <row>') */
  label: string;
  actions: readonly (readonly [A, string])[];
  onAction: (action: A) => void;
  /** a chevron that turns while open (the row's expansion), else the three dots */
  expand?: boolean;
}

/** A row's actions behind one button, for rows with more than edit and delete. */
export function RowMenu<A extends string>({ label, actions, onAction, expand }: RowMenuProps<A>) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {expand ? (
          <ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
        ) : (
          <MoreVertIcon />
        )}
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
        {actions.map(([action, text]) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
          >
            {text}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
