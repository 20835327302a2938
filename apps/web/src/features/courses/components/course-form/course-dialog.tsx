import { type CourseOutput, LIMITS, M } from '@edu/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useWatch } from 'react-hook-form';
import { fieldProps } from '../../../../components/form-field';
import { ImagePicker } from '../../../../components/image-picker';
import { TextInput } from '../../../../components/text-input';
import { UploadProgress } from '../../../../components/upload-progress';
import { type ProgrammeValues, useCreateProgramme } from '../../api/create-course';
import { useCategories } from '../../api/get-categories';
import { useUpdateProgramme } from '../../api/update-course';
import { type ProgrammeForm, type ProgrammeFormOutput, showServerErrors, useProgrammeForm } from './course-form';
import { PriceFields } from './price-fields';
import { TagsField } from './tags-field';

const FORM_ID = 'programme-form';
const ZERO = { inscription: '0', certificate: '0', course_price: '0' };

interface CourseDialogProps {
  categoryId: string;
  /** the programme to edit; none to create one */
  course?: CourseOutput;
  onClose: () => void;
}

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
export function CourseDialog({ categoryId, course, onClose }: CourseDialogProps) {
  const form = useProgrammeForm(categoryId, course);
  const create = useCreateProgramme();
  const update = useUpdateProgramme();
  const busy = create.isPending || update.isPending;
  const upload = course ? update.upload : create.upload;
  const title = course ? M.EDIT_COURSE : M.NEW_COURSE;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (course) await update.mutateAsync({ courseId: course._id, values: toValues(values), cover: values.cover });
      else await create.mutateAsync({ values: toValues(values), cover: values.cover as File });
      onClose();
    } catch (error) {
      showServerErrors(form, error);
    }
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="course-dialog-title">
      <DialogTitle id="course-dialog-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={FORM_ID} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
          <CourseFields form={form} coverUrl={course?.preview ?? null} />
          <PriceFields form={form} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {upload.percent !== null && (
          <Box sx={{ flex: '1 1 100%' }}>
            <UploadProgress percent={upload.percent} onCancel={upload.cancel} />
          </Box>
        )}
        <Button onClick={onClose} disabled={busy}>
          {M.CANCEL}
        </Button>
        <Button type="submit" form={FORM_ID} variant="contained" disabled={busy}>
          {M.SAVE}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CourseFields({ form, coverUrl }: { form: ProgrammeForm; coverUrl: string | null }) {
  const categories = useCategories('');
  const [description = '', audience = '', cover] = useWatch({
    control: form.control,
    name: ['description', 'target_audiences', 'cover'],
  });
  const descriptionField = fieldProps(form, 'description');
  const audienceField = fieldProps(form, 'target_audiences');
  const coverError = form.formState.errors.cover?.message;
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextInput
        label={M.COURSE_NAME_LABEL}
        required
        autoFocus
        inputProps={{ maxLength: LIMITS.courseName }}
        {...fieldProps(form, 'name')}
      />
      <Controller
        control={form.control}
        name="category_id"
        render={({ field, fieldState }) => (
          <TextField
            select
            required
            label={M.COL_CATEGORY}
            value={categories.data ? field.value : ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {(categories.data?.categories ?? []).map((category) => (
              <MenuItem key={category._id} value={category._id}>
                {category.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextInput
        label={M.DESCRIPTION_LABEL}
        required
        multiline
        minRows={3}
        {...descriptionField}
        inputProps={{ maxLength: LIMITS.courseDescription }}
        helperText={descriptionField.helperText ?? M.charactersLeft(LIMITS.courseDescription - description.length)}
      />
      <TextInput
        label={M.COURSE_AUDIENCE_LABEL}
        required
        multiline
        minRows={3}
        {...audienceField}
        inputProps={{ maxLength: LIMITS.courseAudience }}
        helperText={audienceField.helperText ?? M.charactersLeft(LIMITS.courseAudience - audience.length)}
      />
      <TagsField form={form} />
      <ImagePicker
        label={M.COURSE_PHOTO_LABEL}
        value={cover ?? coverUrl}
        previewHeight={110}
        onChange={(file) => form.setValue('cover', file, { shouldValidate: true, shouldDirty: true })}
        error={coverError}
      />
    </Box>
  );
}
