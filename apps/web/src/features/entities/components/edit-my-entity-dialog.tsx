import { CERTIFICATE_RULES, type EntityOutput, LIMITS, M } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ContrastWarning } from '../../../components/contrast-warning';
import { FormFields } from '../../../components/crud/fields';
import { fieldProps } from '../../../components/form-field';
import { ImagePicker } from '../../../components/image-picker';
import { TextInput } from '../../../components/text-input';
import { type MyEntityImages, useUpdateMyEntity } from '../api/update-my-entity';
import { type MyEntityFormInput, type MyEntityFormOutput, myEntityForm } from './my-entity-form';
import { ActionButtons } from '../../../components/action-buttons';
import { TitledDialog } from '../../../components/titled-dialog';

const FORM_ID = 'my-entity-form';
const COLORS = [
  ['bg_sidebar', M.COLOR_SIDEBAR_LABEL],
  ['bg_buttons', M.COLOR_BUTTONS_LABEL],
  ['font_color', M.COLOR_FONT_LABEL],
] as const;

/** 'Editar entidad' of 'Mi Entidad': name, description, colours and, optionally, a new logo or portrait. */
export function EditMyEntityDialog({ entity, onClose }: { entity: EntityOutput; onClose: () => void }) {
  const { colors } = entity.customize;
  const form = useForm<MyEntityFormInput, unknown, MyEntityFormOutput>({
    resolver: zodResolver(myEntityForm),
    defaultValues: {
      entity_name: entity.entity_name,
      description: entity.description,
      bg_sidebar: colors.bg_sidebar,
      bg_buttons: colors.bg_buttons,
      font_color: colors.font_color,
      passing_mark: entity.grading.passing_mark,
      certificate_rule: entity.grading.certificate_rule,
    },
    mode: 'onTouched',
  });
  const [images, setImages] = useState<MyEntityImages>({ logo: null, portrait: null });
  const update = useUpdateMyEntity();
  const description = form.watch('description') ?? '';

  const submit = form.handleSubmit((values) => {
    // the colour inputs answer in lower case; the entity keeps them as the wizards do (#CC337E)
    const upper = {
      bg_sidebar: values.bg_sidebar.toUpperCase(),
      bg_buttons: values.bg_buttons.toUpperCase(),
      font_color: values.font_color.toUpperCase(),
    };
    update.mutate({ values: { ...values, ...upper, entity_id: entity._id }, images }, { onSuccess: onClose });
  });

  return (
    <TitledDialog
      title={M.EDIT_ENTITY}
      titleId="my-entity-title"
      busy={update.isPending}
      onClose={onClose}
      maxWidth="sm"
    >
      <DialogContent dividers>
        <Box component="form" id={FORM_ID} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
          <TextInput
            label={M.ENTITY_NAME_LABEL}
            required
            autoFocus
            inputProps={{ maxLength: LIMITS.entityName }}
            {...fieldProps(form, 'entity_name')}
          />
          {(() => {
            const field = fieldProps(form, 'description');
            return (
              <TextInput
                label={M.DESCRIPTION_LABEL}
                multiline
                minRows={3}
                inputProps={{ maxLength: LIMITS.entityDescription }}
                {...field}
                helperText={field.helperText ?? M.charactersLeft(LIMITS.entityDescription - description.length)}
              />
            );
          })()}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            {COLORS.map(([name, label]) => (
              <Box key={name} component="label" sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
                <Typography variant="body2">{label}</Typography>
                <Box
                  component="input"
                  type="color"
                  {...form.register(name)}
                  sx={{ width: 64, height: 40, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
                />
              </Box>
            ))}
            <ContrastWarning background={form.watch('bg_sidebar')} text={form.watch('font_color')} />
          </Box>
          <FormFields
            form={form}
            fields={[
              { name: 'passing_mark', label: M.PASSING_MARK_LABEL, inputMode: 'decimal', maxLength: 5, half: true },
              {
                kind: 'select',
                name: 'certificate_rule',
                label: M.CERTIFICATE_RULE_LABEL,
                options: CERTIFICATE_RULES.map((value) => ({ value, label: M.CERTIFICATE_RULE_OPTIONS[value] })),
              },
            ]}
          />
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
              <Typography variant="subtitle2">{M.LOGO_LABEL}</Typography>
              <ImagePicker
                label={M.ENTITY_NEW_LOGO}
                value={images.logo ?? entity.customize.logo}
                onChange={(logo) => setImages((current) => ({ ...current, logo }))}
                previewHeight={80}
                invalidTypeMessage={M.IMAGE_FORMAT_INVALID}
              />
            </Box>
            <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
              <Typography variant="subtitle2">{M.PORTRAIT_LABEL}</Typography>
              <ImagePicker
                label={M.ENTITY_NEW_PORTRAIT}
                value={images.portrait ?? entity.customize.portrait}
                onChange={(portrait) => setImages((current) => ({ ...current, portrait }))}
                previewHeight={80}
                invalidTypeMessage={M.IMAGE_FORMAT_INVALID}
              />
            </Box>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <ActionButtons onCancel={onClose} busy={update.isPending} label={M.SAVE} submit={FORM_ID} pending={false} />
      </DialogActions>
    </TitledDialog>
  );
}
