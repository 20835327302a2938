import { auth, type Input, M, users } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { ApiError, call } from '../../../lib/api';

export type CreateUserValues = Input<typeof users.createUser>;

/** A 409 belongs on the e-mail field ('El correo electrónico ya está registrado'), so the form shows it. */
export const isEmailTaken = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * The superadmin's manual user (01 §2, §8): 'El usuario ha sido creado correctamente', otherwise the server's text.
 * Without `entity` the user is a platform user: it is listed on the Users page and, as AdminUser, among the admins.
 */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CreateUserValues) => call(users.createUser, values),
    onSuccess: () => {
      toast.success(M.USER_CREATED);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [users.getAdminEntity.service, users.getAdminEntity.name] }),
        queryClient.invalidateQueries({ queryKey: [auth.getPreUsers.service, auth.getPreUsers.name] }),
      ]);
    },
    onError: (error) => {
      if (!isEmailTaken(error)) toast.error(error instanceof ApiError ? error.message : M.OPERATION_FAILED);
    },
  });
}
