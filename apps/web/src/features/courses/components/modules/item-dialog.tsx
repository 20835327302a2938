import { courses, type ItemOutput, M, PROGRAMME_LIMITS } from '@edu/shared';
import { z } from 'zod';
import { CrudFormDialog } from '../../../../components/crud';
import { useCreateItem } from '../../api/create-item';
import { useUpdateItem } from '../../api/update-item';

const itemForm = z.object({ title: courses.createItem.input.shape.title });

/** 'Nuevo tema' / 'Editar tema' of the syllabus. */
export function ItemDialog(props: { moduleId: string; programmeId: string; item?: ItemOutput; onClose: () => void }) {
  const { item } = props;
  const create = useCreateItem(props.moduleId, props.programmeId);
  const update = useUpdateItem();
  return (
    <CrudFormDialog
      title={item ? M.EDIT_SYLLABUS_ITEM : M.NEW_SYLLABUS_ITEM}
      schema={itemForm}
      defaults={{ title: item?.title ?? '' }}
      fields={() => [
        {
          name: 'title',
          label: M.COL_TITLE,
          required: true,
          autoFocus: true,
          maxLength: PROGRAMME_LIMITS.syllabusTitle,
        },
      ]}
      save={({ title }, done) => (item ? update.mutate({ itemId: item._id, title }, done) : create.mutate(title, done))}
      busy={create.isPending || update.isPending}
      onClose={props.onClose}
    />
  );
}
