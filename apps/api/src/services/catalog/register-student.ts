import { catalog, LIMITS, M } from '@edu/shared';
import { hashPassword } from '../../auth/password.js';
import { createSession } from '../../auth/sessions.js';
import { AppError, validation } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { addMemberships, emailTaken, insertUser } from '../users/users.queries.js';
import { entityByDomain } from './catalog.queries.js';

// /e/{domain}/registro (04 §2.1): a person makes their own student account in the entity and is signed in. An
// e-mail that has an account is told to sign in instead (signing in through the entity adds the membership). The
// dispatcher counts every call per address and per e-mail (rateLimited 'attempts').
export const registerStudent = defineHandler(catalog.registerStudent, async (input, ctx) => {
  const entity = await entityByDomain(ctx.db, input.domain);
  if (!entity) throw new AppError('NOT_FOUND', M.ENTITY_NOT_FOUND_BY_DOMAIN);
  if (await emailTaken(ctx.db, input.email)) {
    throw new AppError('CONFLICT', M.REGISTER_ACCOUNT_EXISTS, { email: M.REGISTER_ACCOUNT_EXISTS });
  }
  // both last names kept as one, as the staff's student form does (02 §3)
  const lastname = `${input.firstlastname} ${input.secondlastname}`;
  if (lastname.length > LIMITS.personName) {
    throw validation(M.STUDENT_LASTNAMES_TOO_LONG, { secondlastname: M.STUDENT_LASTNAMES_TOO_LONG });
  }
  const id = await insertUser(ctx.db, {
    email: input.email,
    password_hash: await hashPassword(input.password),
    rol: 'user',
    name: input.name,
    lastname,
    dni: input.dni,
    phone: input.phone,
    document_type: input.typeDoc,
    register: 'completed',
    pre_registered: false,
    // their own account: no entity's staff may correct it (docs/decisions/0028-identity-and-invitations.md)
    created_by_entity: null,
  });
  await addMemberships(ctx.db, entity.id, id, ['estudiante']);
  const session = await createSession(ctx.db, id, ctx.services.config.SESSION_HOURS);
  ctx.audit.userId = id;
  ctx.audit.recordId = id;
  return {
    token: session.token,
    user: { _id: id, email: input.email, name: input.name, lastname },
    entity_id: entity.id,
  };
});
