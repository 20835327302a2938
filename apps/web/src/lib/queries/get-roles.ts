import { users } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../api';

/** The roles a user holds in one entity, read fresh from the server (an admin may have changed them). */
export const rolesInEntityQuery = (entityId: string, userId: string) =>
  queryOf(users.getRoles, { entity_id: entityId, user_id: userId });

export function useRolesInEntity(entityId: string | undefined, userId: string) {
  return useQuery({
    ...rolesInEntityQuery(entityId ?? '', userId),
    enabled: Boolean(entityId),
    select: (data) => data.roles.map((r) => r.rol),
  });
}
