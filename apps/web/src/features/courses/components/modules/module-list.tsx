import { type CourseOutput, M } from '@edu/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useDeleteCourse } from '../../api/delete-course';
import { useModules } from '../../api/get-courses';
import { ModuleDialog } from './module-dialog';
import { modulePriceText } from './module-price';

interface ModuleListProps {
  programme: CourseOutput;
  selectedId: string | null;
  onSelect: (module: CourseOutput | null) => void;
}

type Dialog = { kind: 'add' } | { kind: 'edit'; module: CourseOutput } | { kind: 'delete'; module: CourseOutput };

/** The programme's modules (02 §2.3) with add, edit and delete; 'No hay módulos' when it has none. */
export function ModuleList({ programme, selectedId, onSelect }: ModuleListProps) {
  const modules = useModules(programme._id);
  const remove = useDeleteCourse('module');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const list = modules.data?.courses ?? [];

  return (
    <Paper variant="outlined" component="nav" aria-label={M.MODULES} sx={{ overflow: 'hidden', alignSelf: 'start' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2, pb: 1 }}>
        <Typography variant="h6" component="h2">
          {M.MODULES}
        </Typography>
        <Tooltip title={M.ADD_MODULE}>
          <IconButton color="primary" aria-label={M.ADD_MODULE} onClick={() => setDialog({ kind: 'add' })}>
            <AddIcon />
          </IconButton>
        </Tooltip>
      </Box>
      {modules.isFetching && <LinearProgress aria-label={M.LOADING} />}
      {modules.isSuccess && list.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
          {M.NO_MODULES}
        </Typography>
      )}
      <List dense disablePadding>
        {list.map((module) => (
          <ListItem
            key={module._id}
            disablePadding
            aria-label={module.name}
            secondaryAction={
              <Box sx={{ display: 'flex' }}>
                <IconButton size="small" aria-label={M.EDIT_MODULE} onClick={() => setDialog({ kind: 'edit', module })}>
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={M.DELETE_MODULE}
                  onClick={() => setDialog({ kind: 'delete', module })}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Box>
            }
          >
            <ListItemButton
              selected={module._id === selectedId}
              aria-current={module._id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(module)}
              sx={{ pr: 11 }}
            >
              <ListItemText primary={module.name} secondary={modulePriceText(module)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>

      {dialog?.kind === 'add' && <ModuleDialog programme={programme} onClose={close} onCreated={onSelect} />}
      {dialog?.kind === 'edit' && <ModuleDialog programme={programme} module={dialog.module} onClose={close} />}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={M.NOTICE_TITLE}
        text={M.DELETE_MODULE_CONFIRM}
        isPending={remove.isPending}
        onCancel={close}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          try {
            await remove.mutateAsync(dialog.module._id);
            if (dialog.module._id === selectedId) onSelect(null);
            close();
          } catch {
            // the toast says why
          }
        }}
      />
    </Paper>
  );
}
