import { M } from '@edu/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useCreateUser } from '../../api/create-user';
import { AccountFields } from '../user-form/account-fields';
import { PersonFields } from '../user-form/person-fields';
import { handleCreateUserError, type UserFormValues, useUserForm } from '../user-form/user-form';
import type { PickedAdmin } from './entity-form';

interface AdminUserStepProps {
  onCreated: (admin: PickedAdmin) => void;
  onCancel: () => void;
}

/**
 * The wizards' side page 'Agregar admin' (01 §2): a new account-level admin (AdminUser, rol 1.2), then picked as the
 * main administrator.
 */
export function AdminUserStep({ onCreated, onCancel }: AdminUserStepProps) {
  const form = useUserForm('1.2');
  const createUser = useCreateUser();

  const submit = (values: UserFormValues) =>
    createUser.mutate(values, {
      onSuccess: ({ user }) =>
        onCreated({ _id: user._id, name: user.name, lastname: user.lastname, email: user.email }),
      onError: (error) => handleCreateUserError(form, error),
    });

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(submit)} sx={{ display: 'grid', gap: 2.5 }}>
      <PersonFields form={form} compact />
      <Divider />
      <AccountFields form={form} withRole={false} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onCancel} disabled={createUser.isPending}>
          {M.CANCEL}
        </Button>
        <Button type="submit" variant="contained" disabled={createUser.isPending}>
          {M.ADD_ADMIN}
        </Button>
      </Box>
    </Box>
  );
}
