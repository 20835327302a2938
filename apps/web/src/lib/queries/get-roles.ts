import { users } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOf } from '../api';

/** The roles a user holds in one entity, read fresh from the server (an admin may have changed them). */
export const rolesInEntityQuery = (entityId: string, userId: string) =>
  queryOf(users.getRoles, { entity_id: entityId, user_id: userId });

const { access } = users.getRoles;
/** getRoles is for staff (its contract's roles): a docente or a student only may not call it, and is not asked to. */
export const mayReadRoles = (held: readonly string[]) =>
  access.kind === 'entity' && held.some((role) => (access.roles as readonly string[]).includes(role));

/** `held`: the roles the sign-in data gives in the entity; they decide whether the server may be asked at all. */
export function useRolesInEntity(entityId: string | undefined, userId: string, held: readonly string[]) {
  return useQuery({
    ...rolesInEntityQuery(entityId ?? '', userId),
    enabled: Boolean(entityId) && mayReadRoles(held),
    select: (data) => data.roles.map((r) => r.rol),
  });
}
