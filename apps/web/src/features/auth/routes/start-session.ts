// After a successful sign-in: the entities and roles of the user, the current entity and the main role (01 §2, §6).
// The public-page guard then sends the user to the landing of that role.
import { M, type PlatformRole } from '@edu/shared';
import { toast } from 'react-toastify';
import { queryClient } from '../../../lib/query-client';
import { mainRoleOf } from '../../../lib/roles';
import { setSession } from '../../../lib/session';
import { entityAccessQuery, fetchEntityAccess } from '../../../lib/queries/user-is-in-entities-admin';
import { type SigninValues, signin } from '../api/signin';

export async function startSession(values: SigninValues): Promise<void> {
  const { token, user: signedIn } = await signin(values);
  const user = { ...signedIn, rol: signedIn.rol as PlatformRole };
  queryClient.clear();
  if (user.rol === 'superadmin') {
    setSession({ token, user, mainRole: null, rolesByEntity: {}, entityId: null });
    return;
  }
  const access = await fetchEntityAccess(user._id, token);
  queryClient.setQueryData(entityAccessQuery(user._id).queryKey, access);
  const { entities } = access.data;
  const entity = entities[0];
  const mainRole = entity ? mainRoleOf(entity.roles) : null;
  if (!mainRole) toast.error(M.NO_ENTITY_ACCESS);
  setSession({
    token,
    user,
    mainRole,
    rolesByEntity: Object.fromEntries(entities.map((e) => [e._id, e.roles])),
    entityId: entity?._id ?? null,
  });
}
