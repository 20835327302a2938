import { ENTITY_TYPES, LIMITS, M } from '@edu/shared';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { Controller } from 'react-hook-form';
import type { ReactNode } from 'react';
import { ContrastWarning } from '../../../../components/contrast-warning';
import { fieldProps } from '../../../../components/form-field';
import { ImagePicker } from '../../../../components/image-picker';
import { TextInput } from '../../../../components/text-input';
import { ColorField } from './color-field';
import type { EntityForm } from './entity-form';

export interface ImageValues {
  logo: File | string | null;
  portrait: File | string | null;
}

interface EntityConfigStepProps {
  form: EntityForm;
  images: ImageValues;
  onImageChange: (name: keyof ImageValues, file: File) => void;
  /** the create wizard's admin picker */
  children?: ReactNode;
}

/**
 * The configuration page of both wizards (01 §2, §5): name, type, domain, description ≤400 with its counter, images,
 * colours.
 */
export function EntityConfigStep({ form, images, onImageChange, children }: EntityConfigStepProps) {
  const description = form.watch('description') ?? '';
  const descriptionField = fieldProps(form, 'description');
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput label={M.ENTITY_NAME_LABEL} required autoFocus {...fieldProps(form, 'entity_name')} />
      </Box>
      {/* a choice of the types a school expects, checked by the server too (decision 0053) */}
      <Controller
        control={form.control}
        name="entity_type"
        render={({ field }) => (
          <FormControl fullWidth>
            <InputLabel id="entity-type-label">{M.ENTITY_TYPE_LABEL}</InputLabel>
            <Select
              labelId="entity-type-label"
              label={M.ENTITY_TYPE_LABEL}
              value={field.value ?? 'b2b'}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
            >
              {ENTITY_TYPES.map((type) => (
                <MenuItem key={type.value} value={type.value}>
                  {type.label}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
      />
      <TextInput label={M.ENTITY_DOMAIN_LABEL} {...fieldProps(form, 'domain')} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput
          label={M.DESCRIPTION_LABEL}
          multiline
          minRows={3}
          {...descriptionField}
          inputProps={{ maxLength: LIMITS.entityDescription }}
          helperText={descriptionField.helperText ?? M.charactersLeft(LIMITS.entityDescription - description.length)}
        />
      </Box>
      <ImagePicker label={M.LOGO_LABEL} value={images.logo} onChange={(file) => onImageChange('logo', file)} />
      <ImagePicker
        label={M.PORTRAIT_LABEL}
        value={images.portrait}
        onChange={(file) => onImageChange('portrait', file)}
      />
      <ColorField control={form.control} name="bg_sidebar" label={M.COLOR_SIDEBAR_LABEL} />
      <ColorField control={form.control} name="bg_buttons" label={M.COLOR_BUTTONS_LABEL} />
      <ColorField control={form.control} name="font_color" label={M.COLOR_FONT_LABEL} />
      <ContrastWarning background={form.watch('bg_sidebar')} text={form.watch('font_color')} />
      {children && <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>}
    </Box>
  );
}
