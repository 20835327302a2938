import { M, users } from '@edu/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useEffect } from 'react';
import { AccountFields } from '../../../../components/user-form/account-fields';
import { PersonFields } from '../../../../components/user-form/person-fields';
import { type UserFormValues, useUserForm } from '../../../../components/user-form/user-form';
import type { PickedAdmin } from './entity-form';

interface AdminUserStepProps {
  onCreated: (admin: PickedAdmin) => void;
  onCancel: () => void;
  /** a draft added before, to correct it (the e-mail a 'Finalizar' found taken) */
  draft?: PickedAdmin['draft'];
  /** 'Finalizar' found the draft's e-mail taken: said on the field */
  emailTaken?: boolean;
}

/**
 * The wizards' side page 'Agregar admin' (01 §2): a new account-level admin (AdminUser, rol 1.2), then picked as the
 * main administrator. Nothing is created here: the form is checked and kept, and the account is created with the
 * entity at 'Finalizar', so a cancelled wizard leaves no account behind (decision 0053).
 */
export function AdminUserStep({ onCreated, onCancel, draft, emailTaken }: AdminUserStepProps) {
  const form = useUserForm('1.2', draft);
  useEffect(() => {
    if (emailTaken) form.setError('email', { message: M.CONFLICT_EMAIL }, { shouldFocus: true });
  }, [emailTaken, form]);

  const submit = (values: UserFormValues) =>
    onCreated({
      _id: '',
      name: values.name,
      lastname: values.lastname,
      email: values.email,
      draft: users.newAdminInput.parse(values),
    });

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(submit)} sx={{ display: 'grid', gap: 2.5 }}>
      <PersonFields form={form} compact />
      <Divider />
      <AccountFields form={form} withRole={false} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onCancel}>{M.CANCEL}</Button>
        <Button type="submit" variant="contained">
          {M.ADD_ADMIN}
        </Button>
      </Box>
    </Box>
  );
}
