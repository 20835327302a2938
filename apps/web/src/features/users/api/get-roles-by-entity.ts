import { users } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../../../lib/api';
import { useEntityId } from '../../../lib/session';

/** The role names a staff member may be given in the entity: all but 'estudiante' (02 §6). */
export function useRolesByEntity() {
  const entityId = useEntityId();
  return useQuery({
    ...queryOf(users.getRolesByEntity, { entity_id: entityId }),
    enabled: Boolean(entityId),
    select: (data) => data.roles.map((role) => role.rol).filter((rol) => rol !== 'estudiante'),
  });
}
