import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import { RowAction } from './row-action';

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
      <RowAction label={editLabel} name={name} icon={<EditIcon fontSize="small" />} onClick={onEdit} />
      <RowAction label={deleteLabel} name={name} icon={<DeleteIcon fontSize="small" />} onClick={onDelete} />
    </Box>
  );
}
