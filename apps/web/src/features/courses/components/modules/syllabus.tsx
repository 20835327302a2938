import { type ItemOutput, M } from '@edu/shared';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CrudDialogs } from '../../../../components/crud';
import { EditDeleteActions, useCrudDialog } from '../../../../components/data-table';
import { PageSpinner } from '../../../../components/page-spinner';
import { useDeleteItem } from '../../api/delete-item';
import { useItems } from '../../api/get-items';
import { ItemDialog } from './item-dialog';

/** 'Temario' of a module (02 §2.3): its items in order, with add, edit and delete. */
export function Syllabus({ moduleId, programmeId }: { moduleId: string; programmeId: string }) {
  const items = useItems(moduleId);
  const remove = useDeleteItem();
  const crud = useCrudDialog<ItemOutput>();
  const list = items.data?.items ?? [];

  return (
    <Paper variant="outlined" component="section" aria-labelledby="syllabus-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="syllabus-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {M.SYLLABUS}
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={crud.add}>
          {M.ADD_SYLLABUS_ITEM}
        </Button>
      </Box>
      {items.isPending && <PageSpinner />}
      {items.isSuccess && list.length === 0 && <Typography color="text.secondary">{M.NO_SYLLABUS}</Typography>}
      <List dense disablePadding component="ol" sx={{ listStyle: 'decimal', pl: 3 }}>
        {list.map((item) => (
          <ListItem
            key={item._id}
            aria-label={item.title}
            sx={{ display: 'list-item', pr: 10 }}
            secondaryAction={
              <EditDeleteActions
                name={item.title}
                editLabel={M.EDIT_SYLLABUS_ITEM}
                deleteLabel={M.DELETE_SYLLABUS_ITEM}
                onEdit={() => crud.edit(item)}
                onDelete={() => crud.remove(item)}
              />
            }
          >
            <ListItemText primary={item.title} />
          </ListItem>
        ))}
      </List>

      <CrudDialogs
        crud={crud}
        form={(item, onClose) => (
          <ItemDialog moduleId={moduleId} programmeId={programmeId} item={item} onClose={onClose} />
        )}
        remove={{
          confirm: M.DELETE_SYLLABUS_ITEM_CONFIRM,
          isPending: remove.isPending,
          run: (item) => remove.mutateAsync(item._id),
        }}
      />
    </Paper>
  );
}
