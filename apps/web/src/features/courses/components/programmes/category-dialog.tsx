import { type CategoryOutput, courses, LIMITS, M } from '@edu/shared';
import { CrudFormDialog } from '../../../../components/crud';
import { useCreateCategory } from '../../api/create-category';
import { useUpdateCategory } from '../../api/update-category';

interface CategoryDialogProps {
  category?: CategoryOutput;
  onClose: () => void;
  onCreated?: (category: CategoryOutput) => void;
}

/** 'Nueva categoría' / 'Editar categoría' (02 §5): name ≤50 and description ≤400, neither blank. */
export function CategoryDialog({ category, onClose, onCreated }: CategoryDialogProps) {
  const create = useCreateCategory();
  const update = useUpdateCategory();
  return (
    <CrudFormDialog
      title={category ? M.EDIT_CATEGORY : M.NEW_CATEGORY}
      schema={courses.categoryForm}
      defaults={{ name: category?.name ?? '', description: category?.description ?? '' }}
      fields={() => [
        { name: 'name', label: M.NAME_LABEL, required: true, autoFocus: true, maxLength: LIMITS.categoryName },
        {
          name: 'description',
          label: M.DESCRIPTION_LABEL,
          required: true,
          rows: 3,
          maxLength: LIMITS.categoryDescription,
          counter: LIMITS.categoryDescription,
        },
      ]}
      save={(values, done) =>
        category
          ? update.mutate({ categoryId: category._id, values }, done)
          : create.mutate(values, {
              ...done,
              onSuccess: (data) => {
                onCreated?.(data.category);
                done.onSuccess(data);
              },
            })
      }
      busy={create.isPending || update.isPending}
      onClose={onClose}
    />
  );
}
