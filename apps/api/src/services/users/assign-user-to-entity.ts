import { ADMIN_ROLES, M, users } from '@edu/shared';
import { AppError } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { entityOf } from '../../rpc/scoped.js';
import { onlyStudent, requireStaffManagerUnless } from './student-guard.js';
import { promoteToAdminEntity, userRefById } from './students.queries.js';
import { addMemberships, rolesOfMember } from './users.queries.js';

// Step 5 of the enrolment modal (02 §2.11): a person found by e-mail joins this entity with the given roles, which a
// coordinador or counter may only make ['estudiante'] (403 otherwise); an admin may give any entity role. Holding all
// of them already: 409 'Usuario {email} ya existe en la entidad'. Roles held before stay.
export const assignUserToEntity = defineHandler(users.assignUserToEntity, async (input, ctx) => {
  const entityId = entityOf(ctx);
  requireStaffManagerUnless(ctx, onlyStudent(input.roles));
  const user = await userRefById(ctx.db, input.user);
  if (!user) throw new AppError('NOT_FOUND', M.USER_NOT_FOUND);
  const held = new Set((await rolesOfMember(ctx.db, entityId, user.id)).map((r) => r._id));
  const roles = [...new Set(input.roles)];
  if (roles.every((r) => held.has(r))) {
    throw new AppError('CONFLICT', M.studentAlreadyInEntity(user.email), { email: M.studentAlreadyInEntity(user.email) });
  }
  await addMemberships(ctx.db, entityId, user.id, roles);
  // as in updateUser: an admin anywhere may be chosen as an entity's main administrator
  if (roles.some((r) => (ADMIN_ROLES as readonly string[]).includes(r))) await promoteToAdminEntity(ctx.db, user.id);
  ctx.audit.recordId = user.id;
  return { message: M.STUDENT_ASSIGNED };
});
