import { DOCUMENT_TYPES, LIMITS, M, RESOURCE_LIMITS, type UserOutput } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { fieldProps } from '../../../components/form-field';
import { ImagePicker } from '../../../components/image-picker';
import { TextInput } from '../../../components/text-input';
import { useUpdateProfile } from '../api/update-profile';
import { DOCUMENT_TYPE_LABELS, type ProfileFormInput, type ProfileFormOutput, profileForm } from './profile-form';

const digitsInput = (max: number) => ({ inputMode: 'numeric' as const, maxLength: max });
const documentTypeOf = (value: string | null): (typeof DOCUMENT_TYPES)[number] =>
  (DOCUMENT_TYPES as readonly string[]).includes(value ?? '') ? (value as (typeof DOCUMENT_TYPES)[number]) : 'dni';

/** 'editar perfil': one's own data and photo; the e-mail is shown, not edited; no entity is sent. */
export function ProfileUserTab({ user }: { user: UserOutput }) {
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileForm),
    defaultValues: {
      name: user.name,
      lastname: user.lastname,
      phone: user.phone ?? '',
      address: user.address ?? '',
      documentType: documentTypeOf(user.documentType),
      dni: user.dni ?? '',
    },
    mode: 'onTouched',
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const update = useUpdateProfile();
  const documentLabelId = useId();
  const documentType = form.watch('documentType');

  const submit = form.handleSubmit((values) =>
    update.mutate({ values: { ...values, user: user._id }, photo }, { onSuccess: () => setPhoto(null) }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5, maxWidth: 720 }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle2">{M.USER_PHOTO_LABEL}</Typography>
        <ImagePicker
          value={photo ?? user.photo}
          onChange={setPhoto}
          previewHeight={96}
          invalidTypeMessage={M.IMAGE_FORMAT_INVALID}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput
          label={M.NAME_LABEL}
          required
          inputProps={{ maxLength: LIMITS.personName }}
          {...fieldProps(form, 'name')}
        />
        <TextInput
          label={M.LASTNAME_LABEL}
          required
          inputProps={{ maxLength: LIMITS.personName }}
          {...fieldProps(form, 'lastname')}
        />
        <TextInput
          label={M.EMAIL_LABEL}
          type="email"
          value={user.email}
          readOnly
          inputProps={{ 'aria-readonly': true }}
        />
        <TextInput label={M.COL_PHONE} inputProps={digitsInput(LIMITS.phone)} {...fieldProps(form, 'phone')} />
        <Controller
          control={form.control}
          name="documentType"
          render={({ field }) => (
            <FormControl fullWidth>
              <InputLabel id={documentLabelId}>{M.DOCUMENT_TYPE_LABEL}</InputLabel>
              <Select
                labelId={documentLabelId}
                label={M.DOCUMENT_TYPE_LABEL}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
              >
                {DOCUMENT_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {DOCUMENT_TYPE_LABELS[type]}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          )}
        />
        <TextInput
          label={M.DOCUMENT_NUMBER_LABEL}
          inputProps={digitsInput(documentType === 'dni' ? LIMITS.dni : RESOURCE_LIMITS.documentNumber)}
          {...fieldProps(form, 'dni')}
        />
      </Box>
      <TextInput label={M.ADDRESS_LABEL} {...fieldProps(form, 'address')} />
      <Box>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {M.SAVE}
        </Button>
      </Box>
    </Box>
  );
}
