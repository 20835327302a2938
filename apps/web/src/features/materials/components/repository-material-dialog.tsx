import { LIMITS, M, type MaterialOutput } from '@edu/shared';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import { CrudFormDialog, optionsOf } from '../../../components/crud';
import { MaterialSourceToggle } from '../../../components/material-source-toggle';
import { useAllCategories } from '../../../lib/queries/categories';
import { useAddRepositoryMaterial } from '../api/add-repository-material';
import { useEditRepositoryMaterial } from '../api/edit-material';
import { addRepositoryForm, EMPTY_FORM, editRepositoryForm, type RepositoryFormValues } from './repository-form';
import { ChooseMaterialFile, useMaterialFile } from './material-file';

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

/** 'Subir material de clases' / 'Editar material de clases' (02 §2.6, §4, §5): a file or a link, private or priced. */
export function RepositoryMaterialDialog({ row, onClose }: { row?: MaterialOutput; onClose: () => void }) {
  const categories = useAllCategories();
  const add = useAddRepositoryMaterial();
  const edit = useEditRepositoryMaterial();
  const action = row ? edit : add;
  const { file, fileError, setFileError, pick } = useMaterialFile();
  const keepsFile = row !== undefined && row.type !== 'url';
  // an edit keeps its file unless a new one is chosen; a link turned into a file needs one
  const needsFile = (type: string) => type !== 'url' && !file && !keepsFile;

  const fileField = (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <ChooseMaterialFile onPick={pick} />
        {(file || keepsFile) && <Typography variant="body2">{file?.name ?? row?.name_file}</Typography>}
      </Box>
      {keepsFile && !fileError && <FormHelperText>{M.MATERIAL_REPLACE_FILE_HELP}</FormHelperText>}
      {fileError && <FormHelperText error>{fileError}</FormHelperText>}
    </Box>
  );

  return (
    <CrudFormDialog
      title={row ? M.EDIT_MATERIAL_TITLE : M.UPLOAD_MATERIAL_TITLE}
      schema={(row ? editRepositoryForm : addRepositoryForm) as z.ZodType<RepositoryFormValues, RepositoryFormValues>}
      defaults={row ? valuesOf(row) : EMPTY_FORM}
      fields={(form) => {
        const isLink = form.watch('type') === 'url';
        return [
          { name: 'title', label: M.COL_TITLE, required: true, autoFocus: true, maxLength: LIMITS.materialTitle },
          {
            name: 'description',
            label: M.DESCRIPTION_LABEL,
            required: true,
            rows: 2,
            maxLength: LIMITS.materialDescription,
            counter: LIMITS.materialDescription,
          },
          {
            kind: 'select',
            name: 'category',
            label: M.COL_CATEGORY,
            required: true,
            options: optionsOf(categories.data?.categories),
          },
          {
            kind: 'custom',
            key: 'source',
            node: <MaterialSourceToggle isLink={isLink} onChange={(source) => form.setValue('type', source)} />,
          },
          isLink && { name: 'url', label: M.MATERIAL_URL_LABEL, required: true, type: 'url', half: true },
          isLink && {
            name: 'name_file',
            label: M.MATERIAL_LINK_NAME_LABEL,
            required: true,
            maxLength: LIMITS.materialFileName,
            half: true,
          },
          !isLink && { kind: 'custom', key: 'file', node: fileField },
          { kind: 'switch', name: 'state', label: M.MAKE_PUBLIC, values: ['public', 'private'] },
          form.watch('state') === 'public' && {
            name: 'price',
            label: M.PRICE_LABEL,
            prefix: 'S/',
            maxLength: LIMITS.priceChars,
            inputMode: 'numeric',
          },
        ];
      }}
      save={(values, done) => {
        if (needsFile(values.type)) {
          setFileError(M.MATERIAL_NO_FILE);
          return false;
        }
        const isLink = values.type === 'url';
        const visibility = {
          state: values.state,
          ...(values.state === 'public' ? { price: values.price || '0' } : {}),
        };
        const link = isLink ? { type: 'url' as const, url: values.url, name_file: values.name_file } : {};
        const texts = { title: values.title, description: values.description, ...visibility, ...link };
        const upload = isLink ? null : file;
        if (row)
          edit.mutate({ values: { ...texts, material_id: row._id, category: values.category }, file: upload }, done);
        else add.mutate({ values: { ...texts, category_id: values.category }, file: upload }, done);
      }}
      onInvalid={(form) => {
        if (needsFile(form.getValues('type'))) setFileError(M.MATERIAL_NO_FILE);
      }}
      busy={action.isPending}
      upload={action.upload}
      saveLabel={row ? M.SAVE : M.UPLOAD}
      onClose={onClose}
    />
  );
}
