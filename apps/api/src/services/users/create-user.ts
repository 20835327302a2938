import { LIMITS, M, MANUAL_USER_ROLE_OPTIONS, users } from '@edu/shared';
import { hashPassword } from '../../auth/password.js';
import type { Db } from '../../db/client.js';
import { AppError, validation } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { platformRoleWith } from './admin-promotion.js';
import { onlyStudent, requireStaffManagerUnless } from './student-guard.js';
import { toUserOutput } from './user-output.js';
import { addMemberships, emailTaken, insertUser, rolesOfMember, userById } from './users.queries.js';

/** 01 §3: the manual form's options, as the account rol and the entity role they stand for. */
const MANUAL_ROLES: Record<(typeof MANUAL_USER_ROLE_OPTIONS)[number]['value'], { rol: string; role: string }> = {
  '1.2': { rol: 'admin_entity', role: 'admin' },
  '15': { rol: 'user', role: 'coordinador' },
  '20': { rol: 'user', role: 'counter' },
};

async function refuseTakenEmail(db: Db, email: string) {
  if (await emailTaken(db, email)) throw new AppError('CONFLICT', M.CONFLICT_EMAIL, { email: M.CONFLICT_EMAIL });
}

/**
 * A student's two last names are kept as one last name, 'first second' (02 §3: firstlastname is sent as lastname),
 * so every list, certificate and edit form shows them whole; together they fit the last-name limit.
 */
function lastnameOf(input: { lastname: string; secondlastname?: string }, isStudent: boolean) {
  if (!isStudent || !input.secondlastname) return input.lastname;
  const whole = `${input.lastname} ${input.secondlastname}`;
  if (whole.length > LIMITS.personName) {
    throw validation(M.STUDENT_LASTNAMES_TOO_LONG, { secondlastname: M.STUDENT_LASTNAMES_TOO_LONG });
  }
  return whole;
}

// The superadmin's manual form (no entity), an admin's staff form, and the enrolment modal's new student
// (roles ['estudiante']), which is all a counter may create (403 otherwise). The password is hashed before the
// transaction opens, so the database is not held for argon2's time (docs/decisions/0047-short-transactions.md).
export const createUser = defineHandler(
  users.createUser,
  async (input, ctx) => {
    const isStudent = !input.rol && onlyStudent(input.roles);
    if (ctx.entityId) requireStaffManagerUnless(ctx, isStudent);
    const lastname = lastnameOf(input, isStudent);
    await refuseTakenEmail(ctx.db, input.email);
    const passwordHash = await hashPassword(input.password);
    const manual = input.rol ? MANUAL_ROLES[input.rol as keyof typeof MANUAL_ROLES] : undefined;
    const entityRoles = input.roles?.length ? input.roles : manual ? [manual.role] : [];
    return ctx.commit(async (tx) => {
      // again in the transaction: the e-mail may have been taken while this call was hashing
      await refuseTakenEmail(tx, input.email);
      const id = await insertUser(tx, {
        email: input.email,
        password_hash: passwordHash,
        rol: manual?.rol ?? platformRoleWith('user', entityRoles),
        name: input.name,
        lastname,
        dni: input.dni,
        phone: input.phone,
        birthdate: input.birthdate,
        address: input.address,
        username: input.username,
        description: input.description,
        document_type: input.typeDoc ?? (input.dni ? 'dni' : null),
        photo: ctx.files.photo?.[0]?.key ?? null,
        applied_for: manual ? MANUAL_USER_ROLE_OPTIONS.find((o) => o.value === input.rol)?.label : null,
        register: 'completed',
        // made by the superadmin outside any entity: listed on the platform's Users page
        pre_registered: !ctx.entityId,
        created_by_entity: ctx.entityId,
      });
      if (ctx.entityId) await addMemberships(tx, ctx.entityId, id, entityRoles);
      const roles = ctx.entityId ? await rolesOfMember(tx, ctx.entityId, id) : [];
      return { user: toUserOutput(await userById(tx, id), ctx.services.storage, roles) };
    });
  },
  { ownTransactions: true },
);
