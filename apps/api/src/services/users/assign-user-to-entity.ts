import { M, users } from '@edu/shared';
import { AppError } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { ownershipOf } from './identity/identity.queries.js';
import { isUnusedAccountOf } from './identity/identity-rule.js';
import { invite } from '../invitations/invite.js';
import { promoteFor } from './admin-promotion.js';
import { onlyStudent, requireStaffManagerUnless } from './student-guard.js';
import { userByEmail, userRefById } from './students.queries.js';
import { addMemberships, rolesOfMember } from './users.queries.js';

// The enrolment modal's 'Agregar' (02 §2.11): a person found by e-mail joins this entity with the given roles, which a
// coordinador or counter may only make ['estudiante'] (403 otherwise); an admin may give any entity role. Holding all
// of them already: 409 'Usuario {email} ya existe en la entidad'. Roles held before stay.
// A person this entity does not have yet is invited, and joins when they accept; the superadmin never joins an entity
// (docs/decisions/0028-identity-and-invitations.md).
export const assignUserToEntity = defineHandler(users.assignUserToEntity, async (input, ctx) => {
  const entityId = entityOf(ctx);
  requireStaffManagerUnless(ctx, onlyStudent(input.roles));
  const user = input.user ? await userRefById(ctx.db, input.user) : await userByEmail(ctx.db, input.email as string);
  if (!user) throw new AppError('NOT_FOUND', M.USER_NOT_FOUND);
  if (user.rol === 'superadmin') throw new AppError('FORBIDDEN', M.ACCOUNT_NOT_ADDABLE);
  const held = new Set((await rolesOfMember(ctx.db, entityId, user.id)).map((r) => r._id));
  const roles = [...new Set(input.roles)];
  ctx.audit.recordId = user.id;
  const own = held.size ? undefined : await ownershipOf(ctx.db, user.id, entityId);
  if (own && !isUnusedAccountOf(own, entityId)) {
    await invite(ctx, entityId, user, roles);
    return { message: M.invitationSent(user.email), invited: true };
  }
  if (roles.every((r) => held.has(r))) {
    throw new AppError('CONFLICT', M.studentAlreadyInEntity(user.email), { email: M.studentAlreadyInEntity(user.email) });
  }
  await addMemberships(ctx.db, entityId, user.id, roles);
  // as in updateUser: an admin anywhere may be chosen as an entity's main administrator
  await promoteFor(ctx.db, user.id, roles);
  const [person] = await ctx.db.query<{ _id: string; name: string; lastname: string; email: string }>(
    'SELECT id AS _id, name, lastname, email FROM users WHERE id = $1',
    [user.id],
  );
  return { message: M.STUDENT_ASSIGNED, invited: false, user: person };
});

