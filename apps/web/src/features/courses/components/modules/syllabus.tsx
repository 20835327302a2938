import { type ItemOutput, M } from '@edu/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { PageSpinner } from '../../../../components/page-spinner';
import { useDeleteItem } from '../../api/delete-item';
import { useItems } from '../../api/get-items';
import { ItemDialog } from './item-dialog';

type Dialog = { kind: 'add' } | { kind: 'edit'; item: ItemOutput } | { kind: 'delete'; item: ItemOutput };

/** 'Temario' of a module (02 §2.3): its items in order, with add, edit and delete. */
export function Syllabus({ moduleId, programmeId }: { moduleId: string; programmeId: string }) {
  const items = useItems(moduleId);
  const remove = useDeleteItem();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const list = items.data?.items ?? [];

  return (
    <Paper variant="outlined" component="section" aria-labelledby="syllabus-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="syllabus-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {M.SYLLABUS}
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'add' })}>
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
              <Box sx={{ display: 'flex' }}>
                <IconButton
                  size="small"
                  aria-label={M.EDIT_SYLLABUS_ITEM}
                  onClick={() => setDialog({ kind: 'edit', item })}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={M.DELETE_SYLLABUS_ITEM}
                  onClick={() => setDialog({ kind: 'delete', item })}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Box>
            }
          >
            <ListItemText primary={item.title} />
          </ListItem>
        ))}
      </List>

      {dialog?.kind === 'add' && <ItemDialog moduleId={moduleId} programmeId={programmeId} onClose={close} />}
      {dialog?.kind === 'edit' && (
        <ItemDialog moduleId={moduleId} programmeId={programmeId} item={dialog.item} onClose={close} />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={M.NOTICE_TITLE}
        text={M.DELETE_SYLLABUS_ITEM_CONFIRM}
        isPending={remove.isPending}
        onCancel={close}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          try {
            await remove.mutateAsync(dialog.item._id);
            close();
          } catch {
            // the toast says why
          }
        }}
      />
    </Paper>
  );
}
