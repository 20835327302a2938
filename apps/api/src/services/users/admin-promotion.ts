// An admin role in any entity makes the person an 'admin_entity', the platform role an entity's main administrator is
// chosen among (getAdminEntity); a superadmin or an admin_entity stays one. One rule for the four ways a role is given:
// createUser, updateUser, assignUserToEntity and an accepted invitation (decision 0057).
import { ADMINS, holdsAny } from '@edu/shared';
import type { Db } from '../../db/client.js';
import { promoteToAdminEntity } from './students.queries.js';

/** The platform role of a person whose platform role is `rol`, once they hold `roles` in an entity. */
export const platformRoleWith = <R extends string>(rol: R, roles: readonly string[]): R | 'admin_entity' =>
  rol === 'user' && holdsAny(roles, ADMINS) ? 'admin_entity' : rol;

/** The same for someone just given `roles`, written at once (only a 'user' is promoted, whatever changed meanwhile). */
export async function promoteFor(db: Db, userId: string, roles: readonly string[]) {
  if (platformRoleWith('user', roles) !== 'user') await promoteToAdminEntity(db, userId);
}
