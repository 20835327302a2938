import { M } from '@edu/shared';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { EditDeleteActions } from '../../../components/data-table';

export type QuestionAction = 'show' | 'edit' | 'delete';

/** 'Mostrar pregunta', 'Actualizar pregunta', 'Eliminar pregunta' (02 §2.15), named '<action>: <title>'. */
export function QuestionRowActions({ title, onAction }: { title: string; onAction: (action: QuestionAction) => void }) {
  return (
    <Box sx={{ display: 'inline-flex', whiteSpace: 'nowrap' }}>
      <Tooltip title={M.SHOW_QUESTION}>
        <IconButton size="small" aria-label={`${M.SHOW_QUESTION}: ${title}`} onClick={() => onAction('show')}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
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
