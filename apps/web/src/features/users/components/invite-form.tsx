import { M, users } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldProps } from '../../../components/form-field';
import { TextInput } from '../../../components/text-input';
import { ApiError } from '../../../lib/api';
import { usePreRegister } from '../api/pre-register';

export const INVITE_FORM_ID = 'invite-user-form';

type InviteInput = z.input<typeof users.preRegisterInput>;
type InviteValues = z.output<typeof users.preRegisterInput>;

/** The invitation (01 §2): recipient e-mail and name; the server mails a link to set a password. */
export function InviteForm({
  onSent,
  onPendingChange,
}: {
  onSent: () => void;
  onPendingChange: (pending: boolean) => void;
}) {
  const form = useForm<InviteInput, unknown, InviteValues>({
    resolver: zodResolver(users.preRegisterInput),
    defaultValues: { email: '', name: '' },
    mode: 'onTouched',
  });
  const preRegister = usePreRegister();

  const submit = (values: InviteValues) => {
    onPendingChange(true);
    preRegister.mutate(
      { email: values.email, name: values.name },
      {
        onSuccess: onSent,
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            form.setError('email', { message: error.fields.email ?? error.message }, { shouldFocus: true });
          }
        },
        onSettled: () => onPendingChange(false),
      },
    );
  };

  return (
    <Box
      component="form"
      id={INVITE_FORM_ID}
      noValidate
      onSubmit={form.handleSubmit(submit)}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Typography variant="body2" color="text.secondary">
        {M.INVITE_TEXT}
      </Typography>
      <TextInput label={M.RECIPIENT_EMAIL_LABEL} type="email" required autoFocus {...fieldProps(form, 'email')} />
      <TextInput label={M.RECIPIENT_NAME_LABEL} required {...fieldProps(form, 'name')} />
    </Box>
  );
}
