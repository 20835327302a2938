import { LIMITS, M } from '@edu/shared';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, useWatch } from 'react-hook-form';
import { fieldProps } from '../../../components/form-field';
import { ImagePicker } from '../../../components/image-picker';
import { TextInput } from '../../../components/text-input';
import { CourseChoiceFields } from './course-choice-fields';
import { DateField } from './date-field';
import { earliestStart, type ScheduledForm } from './scheduled-course-form';
import { TeachersField } from './teachers-field';

interface ScheduledCourseFieldsProps {
  form: ScheduledForm;
  /** on an edit, the stored start date (02 §5: the start may stay where it is) */
  currentStart?: string;
  coverUrl: string | null;
}

/** The fields of 'Programar Curso', in the order a coordinator fills them. */
export function ScheduledCourseFields({ form, currentStart, coverUrl }: ScheduledCourseFieldsProps) {
  const [description = '', start = '', cover] = useWatch({
    control: form.control,
    name: ['description', 'start_date', 'cover'],
  });
  const descriptionField = fieldProps(form, 'description');
  const minStart = earliestStart(currentStart);
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <CourseChoiceFields form={form} />
      <TextInput
        label={M.COURSE_NAME_LABEL}
        required
        inputProps={{ maxLength: LIMITS.courseName }}
        {...fieldProps(form, 'name')}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput
          label={M.DESCRIPTION_LABEL}
          multiline
          minRows={3}
          {...descriptionField}
          inputProps={{ maxLength: LIMITS.courseDescription }}
          helperText={descriptionField.helperText ?? M.charactersLeft(LIMITS.courseDescription - description.length)}
        />
      </Box>
      <DateField
        control={form.control}
        name="start_date"
        label={M.START_DATE_LABEL}
        min={minStart}
        onPicked={() => {
          // the end is checked against the new start (02 §5)
          if (form.getValues('end_date')) void form.trigger('end_date');
        }}
      />
      <DateField control={form.control} name="end_date" label={M.END_DATE_LABEL} min={start || minStart} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TeachersField form={form} />
      </Box>
      <ImagePicker
        label={M.SCHEDULED_COVER_LABEL}
        value={cover ?? coverUrl}
        previewHeight={110}
        onChange={(file) => form.setValue('cover', file, { shouldDirty: true })}
      />
      <Controller
        control={form.control}
        name="publish"
        render={({ field }) => (
          <FormControlLabel
            label={M.PUBLISH_LABEL}
            control={
              <Switch checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
            }
          />
        )}
      />
    </Box>
  );
}
