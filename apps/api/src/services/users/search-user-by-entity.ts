import { users } from '@edu/shared';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { maskName } from './identity/mask-name.js';
import { hasPendingInvitation } from '../invitations/invitations.queries.js';
import { userByEmail } from './students.queries.js';
import { rolesOfMember } from './users.queries.js';

// The enrolment modal's search (02 §2.11): not found (add manually), already a student of this entity
// ('Usuario {email} ya existe en la entidad'), or found elsewhere (Agregar). A staff member of this
// entity who is not yet a student counts as not in it: Agregar gives them the role estudiante.
// Someone outside the entity is not this entity's to see: no id, no photo, the names masked (docs/decisions/0028).
export const searchUserByEntity = defineHandler(users.searchUserByEntity, async (input, ctx) => {
  const entityId = entityOf(ctx);
  const found = await userByEmail(ctx.db, input.email);
  if (!found) return { userExists: false, userExistsInEntity: false, user: null, invitationPending: false };
  const roles = await rolesOfMember(ctx.db, entityId, found.id);
  if (!roles.length) {
    return {
      userExists: true,
      userExistsInEntity: false,
      user: { _id: null, name: maskName(found.name), lastname: maskName(found.lastname), email: input.email, photo: null },
      invitationPending: await hasPendingInvitation(ctx.db, entityId, found.id),
    };
  }
  return {
    userExists: true,
    userExistsInEntity: roles.some((r) => r._id === 'estudiante'),
    user: {
      _id: found.id,
      name: found.name,
      lastname: found.lastname,
      email: found.email,
      photo: found.photo ? ctx.services.storage.urlOf(found.photo) : null,
    },
    invitationPending: false,
  };
});
