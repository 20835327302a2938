import { M, users } from '@edu/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useEffect } from 'react';
import { useCreateUser } from '../../api/create-user';
import { AccountFields } from '../user-form/account-fields';
import { PersonFields } from '../user-form/person-fields';
import { handleCreateUserError, type UserFormValues, useUserForm } from '../user-form/user-form';
import type { PickedAdmin } from './entity-form';

interface AdminUserStepProps {
  onCreated: (admin: PickedAdmin) => void;
  onCancel: () => void;
  /** the new-entity wizard: nothing is created here, the account goes with 'Finalizar' (decision 0053) */
  deferred?: boolean;
  /** a draft added before, to correct it (the e-mail a 'Finalizar' found taken) */
  draft?: PickedAdmin['draft'];
  /** 'Finalizar' found the draft's e-mail taken: said on the field */
  emailTaken?: boolean;
}

/**
 * The wizards' side page 'Agregar admin' (01 §2): a new account-level admin (AdminUser, rol 1.2), then picked as the
 * main administrator.
 */
export function AdminUserStep({ onCreated, onCancel, deferred, draft, emailTaken }: AdminUserStepProps) {
  const form = useUserForm('1.2', draft);
  const createUser = useCreateUser();
  useEffect(() => {
    if (emailTaken) form.setError('email', { message: M.CONFLICT_EMAIL }, { shouldFocus: true });
  }, [emailTaken, form]);

  const submit = (values: UserFormValues) => {
    if (deferred) {
      const next = users.newAdminInput.parse(values);
      return onCreated({ _id: '', name: values.name, lastname: values.lastname, email: values.email, draft: next });
    }
    createUser.mutate(values, {
      onSuccess: ({ user }) =>
        onCreated({ _id: user._id, name: user.name, lastname: user.lastname, email: user.email }),
      onError: (error) => handleCreateUserError(form, error),
    });
  };

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
