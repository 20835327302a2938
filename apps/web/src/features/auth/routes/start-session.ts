// After a successful sign-in: the entities and roles of the user, the current entity and the main role (01 §2, §6).
// The public-page guard then sends the user to the landing of that role.
import { M, type PlatformRole } from '@edu/shared';
import { queryClient } from '../../../lib/query-client';
import { isStudentIn, mainRoleOf } from '../../../lib/roles';
import { setSession } from '../../../lib/session';
import { toastError } from '../../../lib/toasts';
import { rememberStudentEntity } from '../../../lib/student-entity';
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
  // the first entity with a staff area; else the first where the person studies (the public-page guard then opens
  // the student area, 04 §2.2); else none usable
  const entity =
    entities.find((e) => mainRoleOf(e.roles)) ?? entities.find((e) => isStudentIn(e.roles)) ?? entities[0];
  const mainRole = entity ? mainRoleOf(entity.roles) : null;
  if (entity && !mainRole && isStudentIn(entity.roles)) rememberStudentEntity(entity);
  else if (!mainRole) void toastError(M.NO_ENTITY_ACCESS);
  setSession({
    token,
    user,
    mainRole,
    rolesByEntity: Object.fromEntries(entities.map((e) => [e._id, e.roles])),
    entityId: entity?._id ?? null,
  });
}
