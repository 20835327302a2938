import { users } from '@edu/shared';
import { call, useApiMutation } from '../../../lib/api';
import { ENTITY_STUDENT_LISTS, useEntityId } from './students-lists';

/** Who to add: a member by id, anyone else by the e-mail the search was given (the search does not tell their id). */
export type AssignTarget = { user: string } | { email: string };

/**
 * The student search modal's 'Agregar' (02 §3): the person joins this entity as estudiante (02 §2.11, §8), or, having
 * an account elsewhere, is invited and joins when they accept (docs/decisions/0028); the message is the server's
 * answer.
 */
export function useAssignUserToEntity() {
  const entityId = useEntityId();
  return useApiMutation({
    mutationFn: (target: AssignTarget) =>
      call(users.assignUserToEntity, { entity: entityId, ...target, roles: ['estudiante'] }),
    // an invitation is told inside the modal, which stays open (a toast behind it would be hidden from readers)
    success: (answer) => (answer.invited ? undefined : answer.message),
    invalidates: ENTITY_STUDENT_LISTS,
  });
}
