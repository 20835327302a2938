import { M, minEndFor, type ModuleBounds, type ScheduledOutput } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm, useWatch } from 'react-hook-form';
import { TextInput } from '../../../components/text-input';
import { useCreateModuleSchedule } from '../api/create-scheduled';
import { useUpdateModuleSchedule } from '../api/update-scheduled';
import { DateField } from './date-field';
import type { ModuleRow } from './module-rows';
import {
  type ModuleScheduleContext,
  type ModuleScheduleInput,
  type ModuleScheduleOutput,
  moduleScheduleSchema,
} from './module-schedule-form';
import { FormDialogActions } from '../../../components/form-dialog-actions';

const FORM_ID = 'module-schedule-form';

interface ModuleScheduleDialogProps {
  main: ScheduledOutput;
  row: ModuleRow;
  /** where the module sits among the programme's modules, for its date rules */
  context: ModuleScheduleContext;
  bounds: Extract<ModuleBounds, { allowed: true }>;
  onClose: () => void;
}

/** 'Programar Módulo' / 'Editar Módulo' (02 §2.14, §4): the module's dates inside the main scheduled course. */
export function ModuleScheduleDialog({ main, row, context, bounds, onClose }: ModuleScheduleDialogProps) {
  const { module, schedule } = row;
  const form = useForm<ModuleScheduleInput, unknown, ModuleScheduleOutput>({
    resolver: zodResolver(moduleScheduleSchema(context)),
    defaultValues: { start_date: schedule?.start_date ?? '', end_date: schedule?.end_date ?? '' },
    mode: 'onTouched',
  });
  const start = useWatch({ control: form.control, name: 'start_date' });
  const create = useCreateModuleSchedule();
  const update = useUpdateModuleSchedule();
  const busy = create.isPending || update.isPending;

  const submit = form.handleSubmit(async (dates) => {
    const values = {
      ...dates,
      course_id: module._id,
      campus_id: main.campus?._id ?? '',
      name: module.name,
      description: module.description,
      main_scheduled: main._id,
      parent_scheduled: main._id,
    };
    try {
      if (schedule) await update.mutateAsync({ scheduledId: schedule._id, values });
      else await create.mutateAsync(values);
      onClose();
    } catch {
      // the toast says why
    }
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="module-schedule-title">
      <DialogTitle id="module-schedule-title">{schedule ? M.EDIT_MODULE_TITLE : M.SCHEDULE_MODULE_TITLE}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={FORM_ID} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
          <TextInput label={M.COL_TITLE} value={module.name} readOnly />
          <DateField
            control={form.control}
            name="start_date"
            label={M.MODULE_START_DATE_LABEL}
            min={bounds.minStart}
            max={bounds.maxDate}
            // a new start clears the end, whose minimum is now that start (02 §4)
            onPicked={() => form.setValue('end_date', '')}
          />
          <DateField
            control={form.control}
            name="end_date"
            label={M.MODULE_END_DATE_LABEL}
            min={minEndFor(bounds, start)}
            max={bounds.maxDate}
          />
        </Box>
      </DialogContent>
      <FormDialogActions
        formId={FORM_ID}
        busy={busy}
        onCancel={onClose}
        cancelLabel={M.CANCEL_UPPER}
        saveLabel={M.SAVE_UPPER}
      />
    </Dialog>
  );
}
