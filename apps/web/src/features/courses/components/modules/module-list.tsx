import { type CourseOutput, M } from '@edu/shared';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CrudDialogs } from '../../../../components/crud';
import { EditDeleteActions, useCrudDialog } from '../../../../components/data-table';
import { useDeleteCourse } from '../../api/delete-course';
import { useModules } from '../../api/get-courses';
import { ModuleDialog } from './module-dialog';
import { modulePriceText } from './module-price';
import { SelectableItem } from '../../../../components/selectable-item';

interface ModuleListProps {
  programme: CourseOutput;
  selectedId: string | null;
  onSelect: (module: CourseOutput | null) => void;
}

/** The programme's modules (02 §2.3) with add, edit and delete; 'No hay módulos' when it has none. */
export function ModuleList({ programme, selectedId, onSelect }: ModuleListProps) {
  const modules = useModules(programme._id);
  const remove = useDeleteCourse('module');
  const crud = useCrudDialog<CourseOutput>();
  const list = modules.data?.courses ?? [];

  return (
    <Paper variant="outlined" component="nav" aria-label={M.MODULES} sx={{ overflow: 'hidden', alignSelf: 'start' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2, pb: 1 }}>
        <Typography variant="h6" component="h2">
          {M.MODULES}
        </Typography>
        <Tooltip title={M.ADD_MODULE}>
          <IconButton color="primary" aria-label={M.ADD_MODULE} onClick={crud.add}>
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
          <SelectableItem
            key={module._id}
            label={module.name}
            action={
              <EditDeleteActions
                name={module.name}
                editLabel={M.EDIT_MODULE}
                deleteLabel={M.DELETE_MODULE}
                onEdit={() => crud.edit(module)}
                onDelete={() => crud.remove(module)}
              />
            }
            selected={module._id === selectedId}
            onSelect={() => onSelect(module)}
            sx={{ pr: 11 }}
            primary={module.name}
            secondary={modulePriceText(module)}
          />
        ))}
      </List>

      <CrudDialogs
        crud={crud}
        form={(module, onClose) => (
          <ModuleDialog programme={programme} module={module} onClose={onClose} onCreated={onSelect} />
        )}
        remove={{
          confirm: M.DELETE_MODULE_CONFIRM,
          isPending: remove.isPending,
          run: (module) => remove.mutateAsync(module._id).then(() => module._id === selectedId && onSelect(null)),
        }}
      />
    </Paper>
  );
}
