import { M } from '@edu/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../../lib/api';
import { useCreateUser } from '../api/create-user';
import { AccountFields } from '../../../components/user-form/account-fields';
import { PersonFields } from '../../../components/user-form/person-fields';
import { handleCreateUserError, PERSON_FIELDS, type UserForm, type UserFormValues } from '../../../components/user-form/user-form';

export const MANUAL_FORM_ID = 'manual-user-form';

/** 'Siguiente' checks the first page only. */
export const validatePersonPage = (form: UserForm) => form.trigger([...PERSON_FIELDS]);

interface ManualUserFormProps {
  form: UserForm;
  page: 0 | 1;
  onPageChange: (page: 0 | 1) => void;
  onCreated: () => void;
  onPendingChange: (pending: boolean) => void;
}

/** 'Asignar Manualmente' (01 §2): page 1 personal data, page 2 e-mail, password and role; then createUser. */
export function ManualUserForm({ form, page, onPageChange, onCreated, onPendingChange }: ManualUserFormProps) {
  const createUser = useCreateUser();
  const submit = (values: UserFormValues) => {
    onPendingChange(true);
    createUser.mutate(values, {
      onSuccess: onCreated,
      onError: (error) => {
        handleCreateUserError(form, error);
        // a cleared form starts again at its first page
        if (error instanceof ApiError && error.status !== 409) onPageChange(0);
      },
      onSettled: () => onPendingChange(false),
    });
  };

  return (
    <Box
      component="form"
      id={MANUAL_FORM_ID}
      noValidate
      onSubmit={form.handleSubmit(submit, (errors) => {
        if (PERSON_FIELDS.some((name) => errors[name])) onPageChange(0);
      })}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {page === 0 ? M.PERSONAL_DATA : M.ACCESS_DATA}
      </Typography>
      {page === 0 ? <PersonFields form={form} /> : <AccountFields form={form} withRole />}
    </Box>
  );
}
