import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

interface EditDeleteActionsProps {
  /** what the row is called, for screen readers and tests: '<editLabel>: <name>' */
  name: string;
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** The two row actions of every management table (Actualizar …, Eliminar …). */
export function EditDeleteActions({ name, editLabel, deleteLabel, onEdit, onDelete }: EditDeleteActionsProps) {
  return (
    <Box sx={{ display: 'inline-flex' }}>
      <Tooltip title={editLabel}>
        <IconButton size="small" aria-label={`${editLabel}: ${name}`} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={deleteLabel}>
        <IconButton size="small" aria-label={`${deleteLabel}: ${name}`} onClick={onDelete}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
