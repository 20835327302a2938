import { type Input, M, users } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateStaffUsers, reasonOf, useEntityId } from './staff-lists';

export type StaffUpdateValues = Omit<Input<typeof users.updateUser>, 'entity' | 'entity_id'>;

/** A staff member's data and roles in this entity; the e-mail is sent unchanged. */
export function useUpdateStaffUser() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: ({ values, photo }: { values: StaffUpdateValues; photo: File | null }) =>
      call(users.updateUser, { ...values, entity_id: entityId }, { files: { photo } }),
    onSuccess: () => {
      toast.success(M.OPERATION_OK);
      return invalidateStaffUsers(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.OPERATION_FAILED)),
  });
}
