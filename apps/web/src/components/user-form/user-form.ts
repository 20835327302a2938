import { users } from '@edu/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';

export type UserFormInput = z.input<typeof users.createUserInput>;
export type UserFormValues = z.output<typeof users.createUserInput>;
export type UserForm = ReturnType<typeof useUserForm>;

const EMPTY: UserFormInput = {
  name: '',
  lastname: '',
  dni: '',
  phone: '',
  birthdate: '',
  address: '',
  username: '',
  email: '',
  password: '',
};

/** A 409 belongs on the e-mail field ('El correo electrónico ya está registrado'), so the form shows it. */
export const isEmailTaken = (error: unknown) => error instanceof ApiError && error.status === 409;

export const PERSON_FIELDS = ['name', 'lastname', 'dni', 'phone', 'birthdate', 'address', 'username'] as const;

/** The manual user forms, checked with the server's schema (01 §5: dni and phone digits, e-mail, password 6-30). */
export const useUserForm = (rol?: UserFormInput['rol'], values?: Partial<UserFormInput>) =>
  useForm<UserFormInput, unknown, UserFormValues>({
    resolver: zodResolver(users.createUserInput),
    defaultValues: { ...EMPTY, ...values, rol },
    mode: 'onTouched',
  });

/**
 * After a failed createUser (01 §8): a taken e-mail (409) goes on the e-mail field and the form is kept; on 400 or
 * 500 the hook has shown the server's message and the form is cleared.
 */
export function handleCreateUserError(form: UserForm, error: unknown) {
  if (!(error instanceof ApiError)) return;
  if (error.status === 409) {
    form.setError('email', { message: error.fields.email ?? error.message }, { shouldFocus: true });
  } else if (error.status === 400 || error.status === 500) {
    form.reset();
  }
}
