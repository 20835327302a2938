import { LIMITS, M, STUDENT_DOCUMENT_TYPE, users } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useState } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldProps } from '../../../../components/form-field';
import { ImagePicker } from '../../../../components/image-picker';
import { NewPasswordField } from '../../../../components/password-field';
import { TextInput } from '../../../../components/text-input';
import { ApiError } from '../../../../lib/api';
import { useCreateStudent } from '../../api/create-user';
import type { Person } from './person';
import { ActionButtons } from '../../../../components/action-buttons';

type FormInput = z.input<typeof users.studentForm>;
type FormOutput = z.output<typeof users.studentForm>;
type Form = UseFormReturn<FormInput, unknown, FormOutput>;

/** A digits-only field (02 §5): anything else typed is dropped; at most `max` digits. */
function digitsProps(form: Form, name: 'phone' | 'dni', max: number) {
  const props = fieldProps(form, name);
  return {
    ...props,
    inputProps: { inputMode: 'numeric' as const, maxLength: max },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = event.target.value.replace(/\D/g, '');
      return props.onChange(event);
    },
  };
}

interface StudentFormProps {
  email: string;
  onBack: () => void;
  onCreated: (person: Person) => void;
}

/**
 * The search modal's manual creation form (02 §3 'New student form', §5); 'Regresar' returns to the 'not found' offer.
 */
export function StudentForm({ email, onBack, onCreated }: StudentFormProps) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(users.studentForm),
    defaultValues: {
      name: '',
      firstlastname: '',
      secondlastname: '',
      typeDoc: STUDENT_DOCUMENT_TYPE.value,
      address: '',
      phone: '',
      dni: '',
      email,
      password: '',
    },
  });
  const create = useCreateStudent();
  const [photo, setPhoto] = useState<File | null>(null);
  const submit = form.handleSubmit((values) =>
    create.mutate(
      { values, photo },
      {
        onSuccess: ({ user }) => onCreated(user),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) form.setError('email', { message: error.message });
        },
      },
    ),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={M.NEW_STUDENT_TITLE}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Typography variant="subtitle1" component="h3">
        {M.NEW_STUDENT_TITLE}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={M.USER_ROLE_LABEL}
          value={M.STUDENT_ROLE}
          required
          slotProps={{ input: { readOnly: true } }}
        />
        <TextInput label={M.NAME_LABEL} required autoFocus {...fieldProps(form, 'name')} />
        <TextInput label={M.FIRST_LASTNAME_LABEL} required {...fieldProps(form, 'firstlastname')} />
        <TextInput label={M.SECOND_LASTNAME_LABEL} required {...fieldProps(form, 'secondlastname')} />
        <Controller
          control={form.control}
          name="typeDoc"
          render={({ field, fieldState }) => (
            <TextField
              select
              required
              label={M.DOCUMENT_TYPE_LABEL}
              {...field}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              <MenuItem value={STUDENT_DOCUMENT_TYPE.value}>{STUDENT_DOCUMENT_TYPE.label}</MenuItem>
            </TextField>
          )}
        />
        <TextInput label={M.COL_DNI} {...digitsProps(form, 'dni', LIMITS.dni)} />
        <TextInput label={M.COL_PHONE} {...digitsProps(form, 'phone', LIMITS.phone)} />
        <TextInput label={M.ADDRESS_LABEL} {...fieldProps(form, 'address')} />
        <TextInput label={M.EMAIL_LABEL} type="email" required autoComplete="off" {...fieldProps(form, 'email')} />
        <NewPasswordField label={M.PASSWORD_LABEL} {...fieldProps(form, 'password')} />
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle2">{M.USER_PHOTO_LABEL}</Typography>
        <ImagePicker value={photo} onChange={setPhoto} previewHeight={96} invalidTypeMessage={M.IMAGE_FORMAT_INVALID} />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <ActionButtons
          onCancel={onBack}
          cancelLabel={M.STEP_BACK}
          busy={create.isPending}
          label={M.SAVE}
          submit
          pending={false}
        />
      </Box>
    </Box>
  );
}
