import { courses, LIMITS, M, type PracticeOutput } from '@edu/shared';
import { z } from 'zod';
import { CrudFormDialog } from '../../../../components/crud';
import { useCreateQualifiedPractice } from '../../api/create-qualified-practice';
import { useUpdateQualifiedPractice } from '../../api/update-qualified-practice';

// on an edit only the weight is checked: the title is shown but cannot change (02 §5)
const editForm = courses.practiceForm.extend({ title: z.string() });

/** 'Nueva práctica calificada' (title ≤50, weight ≥0) / 'Editar práctica calificada' (the weight only). */
export function PracticeDialog(props: { courseId: string; practice?: PracticeOutput; onClose: () => void }) {
  const { practice } = props;
  const create = useCreateQualifiedPractice(props.courseId);
  const update = useUpdateQualifiedPractice();
  return (
    <CrudFormDialog
      title={practice ? M.EDIT_PRACTICE : M.NEW_PRACTICE}
      schema={practice ? editForm : courses.practiceForm}
      defaults={{ title: practice?.title ?? '', weight: practice ? String(practice.weight) : '' }}
      maxWidth="xs"
      fields={() => [
        {
          name: 'title',
          label: M.COL_TITLE,
          required: !practice,
          readOnly: Boolean(practice),
          autoFocus: !practice,
          maxLength: LIMITS.practiceTitle,
        },
        { name: 'weight', label: M.COL_WEIGHT, required: true, autoFocus: Boolean(practice), type: 'number', min: 0 },
      ]}
      save={({ title, weight }, done) =>
        practice ? update.mutate({ practiceId: practice._id, weight }, done) : create.mutate({ title, weight }, done)
      }
      busy={create.isPending || update.isPending}
      onClose={props.onClose}
    />
  );
}
