import { courses, type ItemOutput, M, PROGRAMME_LIMITS } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldProps } from '../../../../components/form-field';
import { TextInput } from '../../../../components/text-input';
import { useCreateItem } from '../../api/create-item';
import { useUpdateItem } from '../../api/update-item';
import { FormDialogActions } from '../../../../components/form-dialog-actions';

const itemForm = z.object({ title: courses.createItem.input.shape.title });

interface ItemDialogProps {
  moduleId: string;
  programmeId: string;
  item?: ItemOutput;
  onClose: () => void;
}

/** 'Nuevo tema' / 'Editar tema' of the syllabus. */
export function ItemDialog({ moduleId, programmeId, item, onClose }: ItemDialogProps) {
  const form = useForm<z.input<typeof itemForm>, unknown, z.output<typeof itemForm>>({
    resolver: zodResolver(itemForm),
    defaultValues: { title: item?.title ?? '' },
    mode: 'onTouched',
  });
  const create = useCreateItem(moduleId, programmeId);
  const update = useUpdateItem();
  const busy = create.isPending || update.isPending;

  const submit = form.handleSubmit(async ({ title }) => {
    try {
      if (item) await update.mutateAsync({ itemId: item._id, title });
      else await create.mutateAsync(title);
      onClose();
    } catch {
      // the hook has shown why
    }
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="item-dialog-title">
      <DialogTitle id="item-dialog-title">{item ? M.EDIT_SYLLABUS_ITEM : M.NEW_SYLLABUS_ITEM}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id="item-form" noValidate onSubmit={submit}>
          <TextInput
            label={M.COL_TITLE}
            required
            autoFocus
            inputProps={{ maxLength: PROGRAMME_LIMITS.syllabusTitle }}
            {...fieldProps(form, 'title')}
          />
        </Box>
      </DialogContent>
      <FormDialogActions formId="item-form" busy={busy} onCancel={onClose} />
    </Dialog>
  );
}
