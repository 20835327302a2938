import { LIMITS, M, materials } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { MaterialSourceToggle } from '../../../components/material-source-toggle';
import { fieldProps } from '../../../components/form-field';
import { TextInput } from '../../../components/text-input';
import { UploadProgress } from '../../../components/upload-progress';
import { useAddMaterial } from '../api/add-materials';
import { ChooseMaterialFile, useMaterialFile } from './material-file';

type FormInput = z.input<typeof materials.materialForm>;
type FormOutput = z.output<typeof materials.materialForm>;

const EMPTY: FormInput = { title: '', description: '', type: 'file', url: '', name_file: '' };

/** 'Subir material de clases' (02 §2.3-2.5): title, description, and a file or a link; percent progress and cancel. */
export function MaterialUpload({ courseId }: { courseId: string }) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(materials.materialForm),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const add = useAddMaterial(courseId);
  const { file, setFile, fileError, setFileError, pick } = useMaterialFile();
  const [type = 'file', description = ''] = useWatch({ control: form.control, name: ['type', 'description'] });
  const isLink = type === 'url';
  const descriptionField = fieldProps(form, 'description');

  const submit = form.handleSubmit(
    async (values) => {
      if (!isLink && !file) return setFileError(M.MATERIAL_NO_FILE);
      const link = isLink ? { url: values.url, name_file: values.name_file } : {};
      // a failure (or a cancelled upload) keeps what was typed
      add.mutate(
        {
          values: { title: values.title, description: values.description, type: isLink ? 'url' : 'file', ...link },
          file: isLink ? null : file,
        },
        {
          onSuccess: () => {
            form.reset(EMPTY);
            setFile(null);
          },
        },
      );
    },
    () => {
      if (!isLink && !file) setFileError(M.MATERIAL_NO_FILE);
    },
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="material-upload-title" sx={{ p: 2 }}>
      <Typography id="material-upload-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 2 }}>
        {M.UPLOAD_MATERIAL_TITLE}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <TextInput
          label={M.COL_TITLE}
          required
          inputProps={{ maxLength: LIMITS.materialTitle }}
          {...fieldProps(form, 'title')}
        />
        <TextInput
          label={M.DESCRIPTION_LABEL}
          required
          multiline
          minRows={2}
          {...descriptionField}
          inputProps={{ maxLength: LIMITS.materialDescription }}
          helperText={descriptionField.helperText ?? M.charactersLeft(LIMITS.materialDescription - description.length)}
        />
        <MaterialSourceToggle isLink={isLink} onChange={(source) => form.setValue('type', source)} />
        {isLink ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextInput label={M.MATERIAL_URL_LABEL} required type="url" {...fieldProps(form, 'url')} />
            <TextInput
              label={M.MATERIAL_LINK_NAME_LABEL}
              required
              inputProps={{ maxLength: LIMITS.materialFileName }}
              {...fieldProps(form, 'name_file')}
            />
          </Box>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <ChooseMaterialFile onPick={pick} />
            {file && <Typography variant="body2">{file.name}</Typography>}
            {fileError && <FormHelperText error>{fileError}</FormHelperText>}
          </Box>
        )}
        {add.upload.percent !== null && <UploadProgress percent={add.upload.percent} onCancel={add.upload.cancel} />}
        <Box>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {M.UPLOAD}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
