import { users } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { TEACHER_ROLE } from '../../../lib/roles';
import { useEntityId } from '../../../lib/session';

/** The id of the entity's 'docente' role: a scheduled course is saved with it as rol (02 §6). */
export function useTeacherRoleId() {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(users.getRolesByEntity, { entity_id: entityId }),
    enabled: Boolean(entityId),
    select: (data) => data.roles.find((role) => role.rol === TEACHER_ROLE)?._id,
  });
}
