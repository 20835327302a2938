import { LIMITS, M } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldProps } from '../../../components/form-field';
import { ImagePicker } from '../../../components/image-picker';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { ApiError } from '../../../lib/api';
import { useCreateStaffUser } from '../api/create-user';
import { useRolesByEntity } from '../api/get-roles-by-entity';
import { useUpdateStaffUser } from '../api/update-user';
import { RolesField } from './roles-field';
import type { StaffRow } from './staff-users-table';
import { createStaffForm, editStaffForm, type StaffFormInput, type StaffFormOutput } from './staff-user-form';
import { FormDialogActions } from '../../../components/form-dialog-actions';

const FORM_ID = 'staff-user-form';
const digitsInput = (max: number) => ({ inputMode: 'numeric' as const, maxLength: max });

interface StaffUserDialogProps {
  /** absent: a new user */
  row?: StaffRow;
  onClose: () => void;
}

/** 'Nuevo usuario' / 'Editar usuario' (02 §2.7, §5): photo, personal data, e-mail (read-only on edit), roles. */
export function StaffUserDialog({ row, onClose }: StaffUserDialogProps) {
  const user = row?.user;
  const form = useForm<StaffFormInput, unknown, StaffFormOutput>({
    resolver: zodResolver(user ? editStaffForm : createStaffForm),
    defaultValues: {
      name: user?.name ?? '',
      lastname: user?.lastname ?? '',
      email: user?.email ?? '',
      password: '',
      dni: user?.dni ?? '',
      phone: user?.phone ?? '',
      address: user?.address ?? '',
      description: user?.description ?? '',
      roles: row?.roles.map((role) => role.rol) ?? [],
    },
    mode: 'onTouched',
  });
  const roles = useRolesByEntity();
  const create = useCreateStaffUser();
  const update = useUpdateStaffUser();
  const [photo, setPhoto] = useState<File | null>(null);
  const busy = create.isPending || update.isPending;

  const submit = form.handleSubmit(async ({ password, email, ...values }) => {
    try {
      if (user) await update.mutateAsync({ values: { ...values, user: user._id }, photo });
      else await create.mutateAsync({ values: { ...values, email, password }, photo });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setError('email', { message: error.message }, { shouldFocus: true });
      }
    }
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="staff-user-title">
      <DialogTitle id="staff-user-title">{user ? M.EDIT_USER : M.NEW_USER}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={FORM_ID} noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="subtitle2">{M.USER_PHOTO_LABEL}</Typography>
            <ImagePicker
              value={photo ?? user?.photo}
              onChange={setPhoto}
              previewHeight={96}
              invalidTypeMessage={M.IMAGE_FORMAT_INVALID}
            />
          </Box>
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextInput label={M.NAME_LABEL} required autoFocus {...fieldProps(form, 'name')} />
            <TextInput label={M.LASTNAME_LABEL} required {...fieldProps(form, 'lastname')} />
            <TextInput
              label={M.EMAIL_LABEL}
              type="email"
              required={!user}
              readOnly={Boolean(user)}
              autoComplete="off"
              inputProps={{ 'aria-readonly': Boolean(user) }}
              {...fieldProps(form, 'email')}
            />
            {!user && (
              <PasswordField
                label={M.PASSWORD_LABEL}
                required
                autoComplete="new-password"
                inputProps={{ maxLength: LIMITS.passwordMax }}
                {...fieldProps(form, 'password')}
              />
            )}
            <TextInput label={M.COL_DNI} inputProps={digitsInput(LIMITS.dni)} {...fieldProps(form, 'dni')} />
            <TextInput label={M.COL_PHONE} inputProps={digitsInput(LIMITS.phone)} {...fieldProps(form, 'phone')} />
          </Box>
          <TextInput label={M.ADDRESS_LABEL} {...fieldProps(form, 'address')} />
          <TextInput
            label={M.DESCRIPTION_LABEL}
            multiline
            minRows={2}
            inputProps={{ maxLength: LIMITS.userDescription }}
            {...fieldProps(form, 'description')}
          />
          <RolesField control={form.control} options={roles.data ?? []} />
        </Box>
      </DialogContent>
      <FormDialogActions formId={FORM_ID} busy={busy} onCancel={onClose} />
    </Dialog>
  );
}
