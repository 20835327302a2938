import { COURSE_TAGS, type CourseOutput, LIMITS, M } from '@edu/shared';
import { CrudFormDialog, namedOptions, optionsOf } from '../../../../components/crud';
import { type ProgrammeValues, useCreateProgramme } from '../../api/create-course';
import { useCategories } from '../../api/get-categories';
import { useUpdateProgramme } from '../../api/update-course';
import { defaultsOf, type ProgrammeFormOutput, programmeFormSchema, showServerErrors } from './course-form';
import { PriceFields } from './price-fields';

const ZERO = { inscription: '0', certificate: '0', course_price: '0' };
const TAG_OPTIONS = namedOptions(COURSE_TAGS);

function toValues(values: ProgrammeFormOutput): ProgrammeValues {
  return {
    category_id: values.category_id,
    name: values.name ?? '',
    description: values.description ?? '',
    target_audiences: values.target_audiences ?? '',
    tags: values.tags,
    free: values.free,
    price: values.free ? ZERO : values.price,
  };
}

/** 'Nuevo curso' / 'Editar curso' (02 §2.2, §5): a programme with its cover, tags and prices. */
export function CourseDialog(props: { categoryId: string; course?: CourseOutput; onClose: () => void }) {
  const { course } = props;
  const categories = useCategories('');
  const create = useCreateProgramme();
  const update = useUpdateProgramme();
  return (
    <CrudFormDialog
      title={course ? M.EDIT_COURSE : M.NEW_COURSE}
      schema={programmeFormSchema(!course)}
      defaults={defaultsOf(props.categoryId, course)}
      maxWidth="md"
      fields={(form) => [
        {
          name: 'name',
          label: M.COURSE_NAME_LABEL,
          required: true,
          autoFocus: true,
          maxLength: LIMITS.courseName,
          half: true,
        },
        {
          kind: 'select',
          name: 'category_id',
          label: M.COL_CATEGORY,
          required: true,
          options: optionsOf(categories.data?.categories),
          half: true,
        },
        {
          name: 'description',
          label: M.DESCRIPTION_LABEL,
          required: true,
          rows: 3,
          maxLength: LIMITS.courseDescription,
          counter: LIMITS.courseDescription,
          half: true,
        },
        {
          name: 'target_audiences',
          label: M.COURSE_AUDIENCE_LABEL,
          required: true,
          rows: 3,
          maxLength: LIMITS.courseAudience,
          counter: LIMITS.courseAudience,
          half: true,
        },
        { kind: 'checks', name: 'tags', label: M.COURSE_TAGS_LABEL, required: true, options: TAG_OPTIONS, half: true },
        {
          kind: 'image',
          name: 'cover',
          label: M.COURSE_PHOTO_LABEL,
          url: course?.preview,
          previewHeight: 110,
          half: true,
        },
        { kind: 'custom', key: 'prices', node: <PriceFields form={form} /> },
      ]}
      save={(values, done) =>
        course
          ? update.mutate({ courseId: course._id, values: toValues(values), cover: values.cover }, done)
          : create.mutate({ values: toValues(values), cover: values.cover as File }, done)
      }
      onError={showServerErrors}
      busy={create.isPending || update.isPending}
      upload={course ? update.upload : create.upload}
      onClose={props.onClose}
    />
  );
}
