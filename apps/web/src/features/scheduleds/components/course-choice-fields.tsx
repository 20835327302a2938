import { M } from '@edu/shared';
import { useWatch } from 'react-hook-form';
import { useCampusOptions } from '../api/get-campus';
import { useCategories } from '../api/get-categories';
import { useProgrammesOf } from '../api/get-courses';
import type { ScheduledForm } from './scheduled-course-form';
import { type Option, SelectField } from './select-field';

const optionsOf = (rows: readonly { _id: string; name: string }[] | undefined): Option[] =>
  (rows ?? []).map((row) => ({ value: row._id, label: row.name }));

/** Category, then a programme of that category, then the campus (02 §3: the course being scheduled and where). */
export function CourseChoiceFields({ form }: { form: ScheduledForm }) {
  const categoryId = useWatch({ control: form.control, name: 'category_id' }) ?? '';
  const categories = useCategories();
  const programmes = useProgrammesOf(categoryId);
  const campuses = useCampusOptions();
  return (
    <>
      <SelectField
        control={form.control}
        name="category_id"
        label={M.COL_CATEGORY}
        options={optionsOf(categories.data?.categories)}
        onPicked={() => form.setValue('course_id', '')}
      />
      <SelectField
        control={form.control}
        name="course_id"
        label={M.PROGRAMME_LABEL}
        options={optionsOf(programmes.data?.courses)}
        disabled={!categoryId}
        hint={categoryId ? undefined : M.PROGRAMME_NEEDS_CATEGORY}
      />
      <SelectField
        control={form.control}
        name="campus_id"
        label={M.COL_CAMPUS}
        options={optionsOf(campuses.data?.campus)}
      />
    </>
  );
}
