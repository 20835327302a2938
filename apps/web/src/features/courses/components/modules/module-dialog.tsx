import { COURSE_ALIASES, type CourseOutput, courses, LIMITS, M } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldProps } from '../../../../components/form-field';
import { TextInput } from '../../../../components/text-input';
import { useCreateModule } from '../../api/create-course';
import { useUpdateModule } from '../../api/update-course';
import { FormDialogActions } from '../../../../components/form-dialog-actions';

/** 02 §5: the name not blank ('No puede editar un módulo con espacios en blanco'), ≤50; the price numeric, ≤5 characters. */
const moduleForm = z
  .object({ name: courses.createCourseInput.shape.name, course_price: courses.priceValue() })
  .superRefine((values, ctx) => {
    for (const issue of courses.courseIssues(values, COURSE_ALIASES.module, true)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });
type ModuleFormInput = z.input<typeof moduleForm>;
type ModuleFormOutput = z.output<typeof moduleForm>;

interface ModuleDialogProps {
  programme: CourseOutput;
  /** the module to edit; none to add one */
  module?: CourseOutput;
  onClose: () => void;
  onCreated?: (module: CourseOutput) => void;
}

/** 'Nuevo módulo' / 'Editar módulo': its title and price; the price is locked (and 0) when the programme is free. */
export function ModuleDialog({ programme, module, onClose, onCreated }: ModuleDialogProps) {
  const isFree = programme.free;
  const form = useForm<ModuleFormInput, unknown, ModuleFormOutput>({
    resolver: zodResolver(moduleForm),
    defaultValues: {
      name: module?.name ?? '',
      course_price: module && !module.free ? String(Number(module.price.course_price)) : '',
    },
    mode: 'onTouched',
  });
  const create = useCreateModule(programme._id);
  const update = useUpdateModule();
  const busy = create.isPending || update.isPending;
  const priceField = fieldProps(form, 'course_price');

  const submit = form.handleSubmit(async (values) => {
    const name = values.name ?? '';
    const coursePrice = isFree ? '0' : values.course_price;
    try {
      if (module) await update.mutateAsync({ moduleId: module._id, name, coursePrice });
      else onCreated?.((await create.mutateAsync({ name, coursePrice })).course);
      onClose();
    } catch {
      // the hook has shown why; the dialog stays open
    }
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="module-dialog-title">
      <DialogTitle id="module-dialog-title">{module ? M.EDIT_MODULE : M.NEW_MODULE}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id="module-form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
          <TextInput
            label={M.MODULE_NAME_LABEL}
            required
            autoFocus
            inputProps={{ maxLength: LIMITS.moduleTitle }}
            {...fieldProps(form, 'name')}
          />
          <TextInput
            label={M.COL_COURSE_PRICE}
            disabled={isFree}
            startAdornment={<Box sx={{ mr: 0.5, color: 'text.secondary' }}>S/</Box>}
            inputProps={{ maxLength: LIMITS.priceChars, inputMode: 'decimal' }}
            {...priceField}
            helperText={isFree ? M.FREE : priceField.helperText}
          />
        </Box>
      </DialogContent>
      <FormDialogActions formId="module-form" busy={busy} onCancel={onClose} />
    </Dialog>
  );
}
