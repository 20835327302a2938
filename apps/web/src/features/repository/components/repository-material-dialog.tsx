import { LIMITS, M, type MaterialOutput, MATERIAL_FILE_ACCEPT } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { MaterialSourceToggle } from '../../../components/material-source-toggle';
import { fieldProps } from '../../../components/form-field';
import { TextInput } from '../../../components/text-input';
import { UploadProgress } from '../../../components/upload-progress';
import { useCategories } from '../../courses/api/get-categories';
import { useAddRepositoryMaterial } from '../api/add-materials';
import { useEditRepositoryMaterial } from '../api/edit-material';
import { addRepositoryForm, EMPTY_FORM, editRepositoryForm, type RepositoryFormValues } from './repository-form';

const FORM_ID = 'repository-material-form';
// the class materials the server accepts (02 §4), as the module upload offers them

const valuesOf = (row: MaterialOutput): RepositoryFormValues => {
  const isLink = row.type === 'url';
  return {
    title: row.title,
    description: row.description,
    category: row.category?._id ?? '',
    type: isLink ? 'url' : 'file',
    url: isLink ? row.url : '',
    name_file: isLink ? (row.name_file ?? '') : '',
    price: row.state === 'public' ? String(Number(row.price)) : '',
    state: row.state,
  };
};

interface RepositoryMaterialDialogProps {
  /** absent: a new material */
  row?: MaterialOutput;
  onClose: () => void;
}

/** 'Subir material de clases' / 'Editar material de clases' (02 §2.6, §4, §5): a file or a link, private or priced. */
export function RepositoryMaterialDialog({ row, onClose }: RepositoryMaterialDialogProps) {
  const schema = row ? editRepositoryForm : addRepositoryForm;
  const form = useForm<RepositoryFormValues, unknown, RepositoryFormValues>({
    resolver: zodResolver(schema as typeof addRepositoryForm) as unknown as Resolver<
      RepositoryFormValues,
      unknown,
      RepositoryFormValues
    >,
    defaultValues: row ? valuesOf(row) : EMPTY_FORM,
    mode: 'onTouched',
  });
  const categories = useCategories('');
  const add = useAddRepositoryMaterial();
  const edit = useEditRepositoryMaterial();
  const action = row ? edit : add;
  const busy = action.isPending;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInputId = useId();
  const [type, state, description = ''] = useWatch({ control: form.control, name: ['type', 'state', 'description'] });
  const isLink = type === 'url';
  const isPublic = state === 'public';
  const descriptionField = fieldProps(form, 'description');
  // an edit keeps its file unless a new one is chosen; a link turned into a file needs one
  const needsFile = !isLink && !file && (!row || row.type === 'url');

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!picked) return;
    setFile(picked);
    setFileError(null);
  };

  const submit = form.handleSubmit(
    async (values) => {
      if (needsFile) return setFileError(M.MATERIAL_NO_FILE);
      const visibility = { state: values.state, ...(values.state === 'public' ? { price: values.price || '0' } : {}) };
      const link = isLink ? { type: 'url' as const, url: values.url, name_file: values.name_file } : {};
      const texts = { title: values.title, description: values.description };
      try {
        if (row) {
          await edit.mutateAsync({
            values: { ...texts, ...visibility, ...link, material_id: row._id, category: values.category },
            file: isLink ? null : file,
          });
        } else {
          await add.mutateAsync({
            values: { ...texts, ...visibility, ...link, category_id: values.category },
            file: isLink ? null : file,
          });
        }
        onClose();
      } catch {
        // the hook has shown why (or the upload was cancelled); the form keeps what was typed
      }
    },
    () => {
      if (needsFile) setFileError(M.MATERIAL_NO_FILE);
    },
  );

  const title = row ? M.EDIT_MATERIAL_TITLE : M.UPLOAD_MATERIAL_TITLE;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="repository-material-title"
    >
      <DialogTitle id="repository-material-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={FORM_ID} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
          <TextInput
            label={M.COL_TITLE}
            required
            autoFocus
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
            helperText={
              descriptionField.helperText ?? M.charactersLeft(LIMITS.materialDescription - description.length)
            }
          />
          <Controller
            control={form.control}
            name="category"
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
            <Box sx={{ display: 'grid', gap: 0.5 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                <Button component="label" htmlFor={fileInputId} variant="outlined" startIcon={<AttachFileIcon />}>
                  {M.CHOOSE_FILE}
                  <input id={fileInputId} type="file" accept={MATERIAL_FILE_ACCEPT} hidden onChange={pick} />
                </Button>
                {(file || (row && row.type !== 'url')) && (
                  <Typography variant="body2">{file?.name ?? row?.name_file}</Typography>
                )}
              </Box>
              {row && row.type !== 'url' && !fileError && (
                <FormHelperText>{M.MATERIAL_REPLACE_FILE_HELP}</FormHelperText>
              )}
              {fileError && <FormHelperText error>{fileError}</FormHelperText>}
            </Box>
          )}
          <FormControlLabel
            control={
              <Switch
                checked={isPublic}
                onChange={(event) => form.setValue('state', event.target.checked ? 'public' : 'private')}
              />
            }
            label={M.MAKE_PUBLIC}
          />
          {isPublic && (
            <TextInput
              label={M.PRICE_LABEL}
              startAdornment={<Box sx={{ mr: 0.5, color: 'text.secondary' }}>S/</Box>}
              inputProps={{ maxLength: LIMITS.priceChars, inputMode: 'numeric' }}
              {...fieldProps(form, 'price')}
            />
          )}
          {action.upload.percent !== null && (
            <UploadProgress percent={action.upload.percent} onCancel={action.upload.cancel} />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {M.CANCEL}
        </Button>
        <Button type="submit" form={FORM_ID} variant="contained" disabled={busy}>
          {row ? M.SAVE : M.UPLOAD}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
