import { type CategoryOutput, courses, LIMITS, M } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { fieldProps } from '../../../../components/form-field';
import { TextInput } from '../../../../components/text-input';
import { useCreateCategory } from '../../api/create-category';
import { useUpdateCategory } from '../../api/update-category';
import { FormDialogActions } from '../../../../components/form-dialog-actions';

type CategoryFormInput = z.input<typeof courses.categoryForm>;
type CategoryFormOutput = z.output<typeof courses.categoryForm>;

interface CategoryDialogProps {
  category?: CategoryOutput;
  onClose: () => void;
  onCreated?: (category: CategoryOutput) => void;
}

/** 'Nueva categoría' / 'Editar categoría' (02 §5): name ≤50 and description ≤400, neither blank. */
export function CategoryDialog({ category, onClose, onCreated }: CategoryDialogProps) {
  const form = useForm<CategoryFormInput, unknown, CategoryFormOutput>({
    resolver: zodResolver(courses.categoryForm),
    defaultValues: { name: category?.name ?? '', description: category?.description ?? '' },
    mode: 'onTouched',
  });
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const busy = create.isPending || update.isPending;
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  const descriptionField = fieldProps(form, 'description');

  const submit = form.handleSubmit(async (values) => {
    try {
      if (category) await update.mutateAsync({ categoryId: category._id, values });
      else onCreated?.((await create.mutateAsync(values)).category);
      onClose();
    } catch {
      // the hook has shown why; the dialog stays open
    }
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="category-dialog-title">
      <DialogTitle id="category-dialog-title">{category ? M.EDIT_CATEGORY : M.NEW_CATEGORY}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id="category-form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
          <TextInput
            label={M.NAME_LABEL}
            required
            autoFocus
            inputProps={{ maxLength: LIMITS.categoryName }}
            {...fieldProps(form, 'name')}
          />
          <TextInput
            label={M.DESCRIPTION_LABEL}
            required
            multiline
            minRows={3}
            {...descriptionField}
            inputProps={{ maxLength: LIMITS.categoryDescription }}
            helperText={
              descriptionField.helperText ?? M.charactersLeft(LIMITS.categoryDescription - description.length)
            }
          />
        </Box>
      </DialogContent>
      <FormDialogActions formId="category-form" busy={busy} onCancel={onClose} />
    </Dialog>
  );
}
