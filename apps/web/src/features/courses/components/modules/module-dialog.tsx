import { COURSE_ALIASES, type CourseOutput, courses, LIMITS, M } from '@edu/shared';
import { z } from 'zod';
import { CrudFormDialog } from '../../../../components/crud';
import { useCreateModule } from '../../api/create-course';
import { useUpdateModule } from '../../api/update-course';

/** 02 §5: the name not blank ('No puede editar un módulo con espacios en blanco'), ≤50; the price numeric, ≤5 characters. */
const moduleForm = z
  .object({ name: courses.createCourseInput.shape.name, course_price: courses.priceValue() })
  .superRefine((values, ctx) => {
    for (const issue of courses.courseIssues(values, COURSE_ALIASES.module, true)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });

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
  const create = useCreateModule(programme._id);
  const update = useUpdateModule();
  return (
    <CrudFormDialog
      title={module ? M.EDIT_MODULE : M.NEW_MODULE}
      schema={moduleForm}
      defaults={{
        name: module?.name ?? '',
        course_price: module && !module.free ? String(Number(module.price.course_price)) : '',
      }}
      maxWidth="xs"
      fields={() => [
        { name: 'name', label: M.MODULE_NAME_LABEL, required: true, autoFocus: true, maxLength: LIMITS.moduleTitle },
        {
          name: 'course_price',
          label: M.MODULE_PRICE_LABEL,
          disabled: isFree,
          prefix: 'S/',
          maxLength: LIMITS.priceChars,
          inputMode: 'decimal',
          hint: isFree ? M.FREE : undefined,
        },
      ]}
      save={(values, done) => {
        const args = { name: values.name ?? '', coursePrice: isFree ? '0' : values.course_price };
        if (module) return update.mutate({ moduleId: module._id, ...args }, done);
        create.mutate(args, {
          ...done,
          onSuccess: (data) => {
            onCreated?.(data.course);
            done.onSuccess(data);
          },
        });
      }}
      busy={create.isPending || update.isPending}
      onClose={onClose}
    />
  );
}
