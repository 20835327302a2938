import { ASSIGNABLE_ROLES, M, users } from '@edu/shared';
import { AppError, forbidden, notFound, validation } from '../../errors.js';
import { callerOf, defineHandler } from '../../rpc/context.js';
import { closeEmailChanges } from './identity/identity.queries.js';
import { requestEmailChange } from './identity/email-change.js';
import { requireIdentityChange } from './identity/identity-rule.js';
import { platformRoleWith } from './admin-promotion.js';
import { onlyStudent, requireStaffManagerUnless } from './student-guard.js';
import { toUserOutput } from './user-output.js';
import {
  emailTaken,
  mainAdminOf,
  replaceStaffRoles,
  rolesOfMember,
  type UserColumns,
  updateUserColumns,
  userById,
} from './users.queries.js';

const isAssignable = (role: string) => (ASSIGNABLE_ROLES as readonly string[]).includes(role);

// An admin edits a member of their entity (the staff form), anyone edits their own profile (no entity). What is sent
// changes, what is absent stays; a replaced photo is removed once the change has committed.
// docs/decisions/0015-staff-users-and-profile.md: why one's own roles and the main administrator's admin role are
// refused; 0028-identity-and-invitations.md: whose personal data the caller may change, and e-mail changes that wait for
// the new address.
export const updateUser = defineHandler(users.updateUser, async (input, ctx) => {
  const caller = callerOf(ctx);
  const isSelf = input.user === caller.id;
  const isRoot = caller.rol === 'superadmin';
  const entityId = ctx.entityId;
  let staffRoles = input.roles;
  if (entityId) {
    const held = (await rolesOfMember(ctx.db, entityId, input.user)).map((r) => r._id);
    if (!held.length) throw notFound();
    // a student's edit form may send their roles ['estudiante']: no staff role changes
    if (onlyStudent(held) && onlyStudent(staffRoles)) staffRoles = undefined;
    // a counter edits students only, and gives no staff role
    if (!isSelf) requireStaffManagerUnless(ctx, onlyStudent(held) && staffRoles === undefined);
  } else if (!isSelf && !isRoot) throw forbidden();
  const current = await userById(ctx.db, input.user);
  if (!current) throw notFound();
  if (current.rol === 'superadmin' && !isRoot) throw forbidden();

  const changesEmail = input.email !== undefined && input.email.toLowerCase() !== current.email.toLowerCase();

  const columns: UserColumns = {
    email: changesEmail ? input.email : undefined,
    name: input.name,
    lastname: input.lastname,
    phone: input.phone,
    address: input.address,
    document_type: input.documentType,
    dni: input.dni,
    birthdate: input.birthdate,
    description: input.description,
    photo: ctx.files.photo?.[0]?.key,
  };
  await requireIdentityChange(ctx.db, caller, current, columns, entityId);
  if (changesEmail && (await emailTaken(ctx.db, input.email as string))) {
    throw new AppError('CONFLICT', M.CONFLICT_EMAIL, { email: M.CONFLICT_EMAIL });
  }
  // someone else's new address must confirm it first; the owner's own change is at once
  const emailPending = changesEmail && !isSelf ? (input.email as string) : undefined;
  if (emailPending) {
    columns.email = undefined;
    await requestEmailChange(ctx, current, emailPending);
  } else if (changesEmail) await closeEmailChanges(ctx.db, current.id);
  // one's own roles never change here (the profile form even sends roles the entity does not have)
  if (entityId && !isSelf && staffRoles !== undefined) {
    if (!staffRoles.length || !staffRoles.every(isAssignable)) {
      throw validation(M.USER_ROLE_REQUIRED, { roles: M.USER_ROLE_REQUIRED });
    }
    if ((await mainAdminOf(ctx.db, entityId)) === input.user && !staffRoles.includes('admin')) {
      throw new AppError('CONFLICT', M.USER_MAIN_ADMIN_ROLE, { roles: M.USER_MAIN_ADMIN_ROLE });
    }
    await replaceStaffRoles(ctx.db, entityId, input.user, staffRoles);
    // an admin anywhere may be chosen as an entity's main administrator (getAdminEntity lists rol admin_entity)
    const rol = platformRoleWith(current.rol, staffRoles);
    if (rol !== current.rol) columns.rol = rol;
  }
  await updateUserColumns(ctx.db, input.user, columns);
  const oldPhoto = columns.photo && current.photo;
  if (oldPhoto) ctx.afterCommit(() => ctx.services.storage.delete(oldPhoto));

  ctx.audit.recordId = input.user;
  const roles = entityId ? await rolesOfMember(ctx.db, entityId, input.user) : [];
  const user = toUserOutput(await userById(ctx.db, input.user), ctx.services.storage, roles);
  return emailPending ? { user, emailPending } : { user };
});
