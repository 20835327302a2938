import { courses, LIMITS, M, type PracticeOutput } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldProps } from '../../../../components/form-field';
import { TextInput } from '../../../../components/text-input';
import { useCreateQualifiedPractice } from '../../api/create-qualified-practice';
import { useUpdateQualifiedPractice } from '../../api/update-qualified-practice';
import { FormDialogActions } from '../../../../components/form-dialog-actions';

type FormInput = z.input<typeof courses.practiceForm>;
type FormOutput = z.output<typeof courses.practiceForm>;
// on an edit only the weight is checked: the title is shown but cannot change (02 §5)
const editForm = courses.practiceForm.extend({ title: z.string() });

interface PracticeDialogProps {
  courseId: string;
  practice?: PracticeOutput;
  onClose: () => void;
}

/** 'Nueva práctica calificada' (title ≤50, weight ≥0) / 'Editar práctica calificada' (the weight only). */
export function PracticeDialog({ courseId, practice, onClose }: PracticeDialogProps) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(practice ? editForm : courses.practiceForm),
    defaultValues: { title: practice?.title ?? '', weight: practice ? String(practice.weight) : '' },
    mode: 'onTouched',
  });
  const create = useCreateQualifiedPractice(courseId);
  const update = useUpdateQualifiedPractice();
  const busy = create.isPending || update.isPending;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (practice) await update.mutateAsync({ practiceId: practice._id, weight: values.weight });
      else await create.mutateAsync({ title: values.title, weight: values.weight });
      onClose();
    } catch {
      // the hook has shown why
    }
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="practice-dialog-title">
      <DialogTitle id="practice-dialog-title">{practice ? M.EDIT_PRACTICE : M.NEW_PRACTICE}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id="practice-form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
          <TextInput
            label={M.COL_TITLE}
            required={!practice}
            readOnly={Boolean(practice)}
            autoFocus={!practice}
            inputProps={{ maxLength: LIMITS.practiceTitle, 'aria-readonly': Boolean(practice) }}
            {...fieldProps(form, 'title')}
          />
          <TextInput
            label={M.COL_WEIGHT}
            required
            autoFocus={Boolean(practice)}
            type="number"
            inputProps={{ min: 0, step: 'any' }}
            {...fieldProps(form, 'weight')}
          />
        </Box>
      </DialogContent>
      <FormDialogActions formId="practice-form" busy={busy} onCancel={onClose} />
    </Dialog>
  );
}
