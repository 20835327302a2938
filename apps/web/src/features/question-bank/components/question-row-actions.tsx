import { M } from '@edu/shared';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import { EditDeleteActions, RowAction } from '../../../components/data-table';

export type QuestionAction = 'show' | 'edit' | 'delete';

/** 'Mostrar pregunta', 'Actualizar pregunta', 'Eliminar pregunta' (02 §2.15), named '<action>: <title>'. */
export function QuestionRowActions({ title, onAction }: { title: string; onAction: (action: QuestionAction) => void }) {
  return (
    <Box sx={{ display: 'inline-flex', whiteSpace: 'nowrap' }}>
      <RowAction
        label={M.SHOW_QUESTION}
        name={title}
        icon={<VisibilityIcon fontSize="small" />}
        onClick={() => onAction('show')}
      />
      <EditDeleteActions
        name={title}
        editLabel={M.UPDATE_QUESTION}
        deleteLabel={M.DELETE_QUESTION}
        onEdit={() => onAction('edit')}
        onDelete={() => onAction('delete')}
      />
    </Box>
  );
}
