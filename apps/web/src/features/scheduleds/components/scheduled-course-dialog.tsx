import { LIMITS, M, type ScheduledOutput } from '@edu/shared';
import { CrudFormDialog, FieldOf, optionsOf } from '../../../components/crud';
import { useCreateScheduled } from '../api/create-scheduled';
import { useCampusOptions } from '../api/get-campus';
import { useAllCategories } from '../../../lib/queries/categories';
import { useProgrammesOf } from '../../../lib/queries/programmes';
import { useTeacherRoleId } from '../api/get-roles-by-entity';
import { useUpdateScheduled } from '../api/update-scheduled';
import {
  defaultsOf,
  earliestStart,
  type ScheduledForm,
  scheduledCourseSchema,
  toValues,
} from './scheduled-course-form';
import { TeachersField } from './teachers-field';

/** A programme of the category chosen in the form (02 §3); none to choose before a category. */
function ProgrammeField({ form }: { form: ScheduledForm }) {
  const categoryId = form.watch('category_id') ?? '';
  const programmes = useProgrammesOf(categoryId);
  const spec = {
    kind: 'select',
    name: 'course_id',
    label: M.PROGRAMME_LABEL,
    required: true,
    options: optionsOf(programmes.data?.courses),
    disabled: !categoryId,
    hint: categoryId ? undefined : M.PROGRAMME_NEEDS_CATEGORY,
  } as const;
  return <FieldOf form={form} spec={spec} />;
}

/** 'Programar Curso' / 'Editar Curso' (02 §2.13, §3, §5), in the order a coordinator fills it; a refusal is its toast. */
export function ScheduledCourseDialog({ scheduled, onClose }: { scheduled?: ScheduledOutput; onClose: () => void }) {
  const create = useCreateScheduled();
  const update = useUpdateScheduled();
  const teacherRole = useTeacherRoleId();
  const categories = useAllCategories();
  const campuses = useCampusOptions();
  const minStart = earliestStart(scheduled?.start_date);
  return (
    <CrudFormDialog
      title={scheduled ? M.EDIT_COURSE_TITLE : M.SCHEDULE_COURSE_TITLE}
      schema={scheduledCourseSchema(scheduled?.start_date)}
      defaults={defaultsOf(scheduled)}
      maxWidth="md"
      fields={(form) => [
        {
          kind: 'select',
          name: 'category_id',
          label: M.COL_CATEGORY,
          required: true,
          options: optionsOf(categories.data?.categories),
          clears: ['course_id'],
          half: true,
        },
        { kind: 'custom', key: 'programme', node: <ProgrammeField form={form} />, half: true },
        {
          kind: 'select',
          name: 'campus_id',
          label: M.COL_CAMPUS,
          required: true,
          options: optionsOf(campuses.data?.campus),
          half: true,
        },
        { name: 'name', label: M.COURSE_NAME_LABEL, required: true, maxLength: LIMITS.courseName, half: true },
        {
          name: 'description',
          label: M.DESCRIPTION_LABEL,
          rows: 3,
          maxLength: LIMITS.courseDescription,
          counter: LIMITS.courseDescription,
        },
        // the end is checked against a new start (02 §5)
        {
          kind: 'date',
          name: 'start_date',
          label: M.START_DATE_LABEL,
          required: true,
          min: minStart,
          revalidates: ['end_date'],
          half: true,
        },
        {
          kind: 'date',
          name: 'end_date',
          label: M.END_DATE_LABEL,
          required: true,
          min: form.watch('start_date') || minStart,
          half: true,
        },
        { kind: 'custom', key: 'teachers', node: <TeachersField form={form} /> },
        {
          kind: 'image',
          name: 'cover',
          label: M.SCHEDULED_COVER_LABEL,
          url: scheduled?.coverpage,
          previewHeight: 110,
          half: true,
        },
        { kind: 'switch', name: 'publish', label: M.PUBLISH_LABEL, half: true },
      ]}
      save={(values, done) => {
        const body = toValues(values, teacherRole.data);
        if (!scheduled) return create.mutate({ values: body, cover: values.cover }, done);
        const previousTeacherIds = scheduled.teachers.map((teacher) => teacher._id);
        update.mutate({ scheduledId: scheduled._id, values: body, previousTeacherIds, cover: values.cover }, done);
      }}
      busy={create.isPending || update.isPending}
      upload={scheduled ? update.upload : create.upload}
      onClose={onClose}
    />
  );
}
