import { LIMITS, M } from '@edu/shared';
import { CrudFormDialog } from '../../../components/crud';
import { ApiError } from '../../../lib/api';
import { useCreateStaffUser } from '../api/create-staff-user';
import { useRolesByEntity } from '../api/get-roles-by-entity';
import { useUpdateStaffUser } from '../api/update-staff-user';
import type { StaffRow } from './staff-row';
import { createStaffForm, editStaffForm, roleLabel } from './staff-user-form';

/** 'Nuevo usuario' / 'Editar usuario' (02 §2.7, §5): photo, personal data, e-mail (read-only on edit), roles. */
export function StaffUserDialog({ row, onClose }: { row?: StaffRow; onClose: () => void }) {
  const user = row?.user;
  const roles = useRolesByEntity();
  const create = useCreateStaffUser();
  const update = useUpdateStaffUser();
  return (
    <CrudFormDialog
      title={user ? M.EDIT_USER : M.NEW_USER}
      schema={user ? editStaffForm : createStaffForm}
      defaults={{
        name: user?.name ?? '',
        lastname: user?.lastname ?? '',
        email: user?.email ?? '',
        password: '',
        dni: user?.dni ?? '',
        phone: user?.phone ?? '',
        address: user?.address ?? '',
        description: user?.description ?? '',
        roles: row?.roles.map((role) => role.rol) ?? [],
        photo: null,
      }}
      fields={() => [
        {
          kind: 'image',
          name: 'photo',
          label: M.CHOOSE_FILE,
          caption: M.USER_PHOTO_LABEL,
          url: user?.photo,
          previewHeight: 96,
          invalidTypeMessage: M.IMAGE_FORMAT_INVALID,
        },
        { name: 'name', label: M.NAME_LABEL, required: true, autoFocus: true, half: true },
        { name: 'lastname', label: M.LASTNAME_LABEL, required: true, half: true },
        {
          name: 'email',
          label: M.EMAIL_LABEL,
          type: 'email',
          required: !user,
          readOnly: Boolean(user),
          autoComplete: 'off',
          half: true,
        },
        !user && {
          name: 'password',
          label: M.PASSWORD_LABEL,
          type: 'password',
          required: true,
          autoComplete: 'new-password',
          maxLength: LIMITS.passwordMax,
          half: true,
        },
        { name: 'dni', label: M.COL_DNI, inputMode: 'numeric', maxLength: LIMITS.dni, half: true },
        { name: 'phone', label: M.COL_PHONE, inputMode: 'numeric', maxLength: LIMITS.phone, half: true },
        { name: 'address', label: M.ADDRESS_LABEL },
        { name: 'description', label: M.DESCRIPTION_LABEL, rows: 2, maxLength: LIMITS.userDescription },
        {
          kind: 'checks',
          name: 'roles',
          label: M.ROLES_LABEL,
          required: true,
          options: (roles.data ?? []).map((rol) => ({ value: rol, label: roleLabel(rol) })),
        },
      ]}
      save={({ password, email, photo, ...values }, done) =>
        user
          ? update.mutate({ values: { ...values, user: user._id }, photo }, done)
          : create.mutate({ values: { ...values, email, password }, photo }, done)
      }
      onError={(error, form) => {
        if (error instanceof ApiError && error.status === 409) {
          form.setError('email', { message: error.message }, { shouldFocus: true });
        }
      }}
      busy={create.isPending || update.isPending}
      onClose={onClose}
    />
  );
}
