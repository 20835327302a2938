import { M, minEndFor, type ModuleBounds, type ScheduledOutput } from '@edu/shared';
import { CrudFormDialog } from '../../../components/crud';
import { TextInput } from '../../../components/text-input';
import { useCreateModuleSchedule } from '../api/create-scheduled';
import { useUpdateModuleSchedule } from '../api/update-scheduled';
import type { ModuleRow } from './module-rows';
import { type ModuleScheduleContext, moduleScheduleSchema } from './module-schedule-form';

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
  const create = useCreateModuleSchedule();
  const update = useUpdateModuleSchedule();
  return (
    <CrudFormDialog
      title={schedule ? M.EDIT_MODULE_TITLE : M.SCHEDULE_MODULE_TITLE}
      schema={moduleScheduleSchema(context)}
      defaults={{ start_date: schedule?.start_date ?? '', end_date: schedule?.end_date ?? '' }}
      fields={(form) => [
        { kind: 'custom', key: 'title', node: <TextInput label={M.COL_TITLE} value={module.name} readOnly /> },
        // a new start clears the end, whose minimum is now that start (02 §4)
        {
          kind: 'date',
          name: 'start_date',
          label: M.MODULE_START_DATE_LABEL,
          required: true,
          min: bounds.minStart,
          max: bounds.maxDate,
          clears: ['end_date'],
        },
        {
          kind: 'date',
          name: 'end_date',
          label: M.MODULE_END_DATE_LABEL,
          required: true,
          min: minEndFor(bounds, form.watch('start_date')),
          max: bounds.maxDate,
        },
      ]}
      save={(dates, done) => {
        const values = {
          ...dates,
          course_id: module._id,
          campus_id: main.campus?._id ?? '',
          name: module.name,
          description: module.description,
          main_scheduled: main._id,
          parent_scheduled: main._id,
        };
        if (schedule) update.mutate({ scheduledId: schedule._id, values }, done);
        else create.mutate(values, done);
      }}
      busy={create.isPending || update.isPending}
      cancelLabel={M.CANCEL_UPPER}
      saveLabel={M.SAVE_UPPER}
      onClose={onClose}
    />
  );
}
