import { M, users } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { call } from '../../../lib/api';
import { invalidateEntityStudents, reasonOf, useEntityId } from './students-lists';

/** Who to add: a member by id, anyone else by the e-mail the search was given (the search does not tell their id). */
export type AssignTarget = { user: string } | { email: string };

/**
 * Step 5 of the student search modal: the person joins this entity as estudiante (02 §2.11, §8), or, having an account
 * elsewhere, is invited and joins when they accept (docs/decisions/0028); the message is the server's answer.
 */
export function useAssignUserToEntity() {
  const queryClient = useQueryClient();
  const entityId = useEntityId();
  return useMutation({
    mutationFn: (target: AssignTarget) =>
      call(users.assignUserToEntity, { entity: entityId, ...target, roles: ['estudiante'] }),
    onSuccess: (answer) => {
      // an invitation is told inside the modal, which stays open (a toast behind it would be hidden from readers)
      if (!answer.invited) toast.success(answer.message);
      return invalidateEntityStudents(queryClient);
    },
    onError: (error) => toast.error(reasonOf(error, M.ERROR_OCCURRED)),
  });
}
