import { M } from '@edu/shared';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';

export type CourseAction = 'edit' | 'delete' | 'weights' | 'modules' | 'certificates';

const ACTIONS: readonly [CourseAction, string][] = [
  ['edit', M.EDIT_COURSE],
  ['delete', M.DELETE_COURSE],
  ['weights', M.WEIGHTS_CONFIG],
  ['modules', M.MODULES],
  ['certificates', M.CERTIFICATES],
];

/** The row actions of 'Listado de cursos' (02 §2.2). */
export function CourseRowMenu({
  courseName,
  onAction,
}: {
  courseName: string;
  onAction: (action: CourseAction) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label={`${M.OPTIONS}: ${courseName}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
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
