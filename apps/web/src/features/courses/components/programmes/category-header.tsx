import { type CategoryOutput, M } from '@edu/shared';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

interface CategoryHeaderProps {
  category: CategoryOutput;
  onEdit: () => void;
  onDelete: () => void;
}

/** The chosen category's name and description, with Editar and Eliminar (not for the built-in one, 02 §2.2). */
export function CategoryHeader({ category, onEdit, onDelete }: CategoryHeaderProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const act = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <Paper variant="outlined" component="header" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h2">
          {category.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {category.description}
        </Typography>
      </Box>
      <IconButton aria-label={M.OPTIONS} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={act(onEdit)}>{M.EDIT}</MenuItem>
        {!category.is_builtin && <MenuItem onClick={act(onDelete)}>{M.DELETE}</MenuItem>}
      </Menu>
    </Paper>
  );
}
