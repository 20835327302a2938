import { type Input, M, users } from '@edu/shared';
import { isEmailTaken } from '../../../components/user-form/user-form';
import { ApiError, call, useApiMutation } from '../../../lib/api';

export type CreateUserValues = Input<typeof users.createUser>;

/** The toast of a refused user or invitation: none for a taken e-mail (the form shows it), else the server's text. */
export const userRefusal = (error: unknown) =>
  isEmailTaken(error) ? undefined : error instanceof ApiError ? error.message : M.OPERATION_FAILED;

/**
 * The superadmin's manual user (01 §2, §8): 'El usuario ha sido creado correctamente', otherwise the server's text.
 * Without `entity` the user is a platform user: it is listed on the Users page and, as AdminUser, among the admins.
 */
export function useCreateUser() {
  return useApiMutation({
    mutationFn: (values: CreateUserValues) => call(users.createUser, values),
    success: M.USER_CREATED,
    failure: userRefusal,
    invalidates: [users.getAdminEntity, users.getPreUsers],
  });
}
