import { users } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../api';
import { canCall } from '../can-call';
import { useSession } from '../session';

/** The roles a user holds in one entity, read fresh from the server (an admin may have changed them). */
export const rolesInEntityQuery = (entityId: string, userId: string) =>
  queryOf(users.getRoles, { entity_id: entityId, user_id: userId });

/**
 * `held`: the roles the sign-in data gives in the entity; they decide whether the server may be asked at all: getRoles
 * is for staff (its contract's roles), a docente or a student only is not asked to (decision 0054).
 */
export function useRolesInEntity(entityId: string | undefined, userId: string, held: readonly string[]) {
  const session = useSession();
  return useQuery({
    ...rolesInEntityQuery(entityId ?? '', userId),
    enabled: Boolean(entityId) && canCall(users.getRoles, session, held),
    select: (data) => data.roles.map((r) => r.rol),
  });
}
