import { type Input, M, users } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateStaffUsers, reasonOf, useEntityId } from './staff-lists';

export type StaffCreateValues = Omit<Input<typeof users.createUser>, 'entity' | 'rol'> & { roles: string[] };

/** A staff member of the entity (02 §5), sent as multipart with the optional photo. */
export function useCreateStaffUser() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: ({ values, photo }: { values: StaffCreateValues; photo: File | null }) =>
      call(users.createUser, { ...values, entity: entityId }, { files: { photo } }),
    onSuccess: () => {
      toast.success(M.USER_CREATED);
      return invalidateStaffUsers(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.OPERATION_FAILED)),
  });
}
