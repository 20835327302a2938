import { catalog, LIMITS, M } from '@edu/shared';
import { hashPassword } from '../../auth/password.js';
import { createSession } from '../../auth/sessions.js';
import type { Db } from '../../db/client.js';
import { AppError, validation } from '../../errors.js';
import { defineHandler } from '../../rpc/context.js';
import { addMemberships, emailTaken, insertUser } from '../users/users.queries.js';
import { entityByDomain } from './catalog.queries.js';

async function refuseTakenEmail(db: Db, email: string) {
  if (await emailTaken(db, email)) {
    throw new AppError('CONFLICT', M.REGISTER_ACCOUNT_EXISTS, { email: M.REGISTER_ACCOUNT_EXISTS });
  }
}

// /e/{domain}/registro (04 §2.1): a person makes their own student account in the entity and is signed in. An
// e-mail that has an account is told to sign in instead (signing in through the entity adds the membership). The
// dispatcher counts every call per address and per e-mail (rateLimited 'attempts').
// The password is hashed before the transaction opens (ownTransactions): argon2 takes tens of milliseconds, during
// which PGlite's one connection would make everyone wait (docs/decisions/0047-short-transactions.md).
export const registerStudent = defineHandler(
  catalog.registerStudent,
  async (input, ctx) => {
    const entity = await entityByDomain(ctx.db, input.domain);
    if (!entity) throw new AppError('NOT_FOUND', M.ENTITY_NOT_FOUND_BY_DOMAIN);
    await refuseTakenEmail(ctx.db, input.email);
    // both last names kept as one, as the staff's student form does (02 §3)
    const lastname = `${input.firstlastname} ${input.secondlastname}`;
    if (lastname.length > LIMITS.personName) {
      throw validation(M.STUDENT_LASTNAMES_TOO_LONG, { secondlastname: M.STUDENT_LASTNAMES_TOO_LONG });
    }
    const passwordHash = await hashPassword(input.password);
    return ctx.commit(async (tx) => {
      // again in the transaction: the same e-mail may have registered while this one was hashing
      await refuseTakenEmail(tx, input.email);
      const id = await insertUser(tx, {
        email: input.email,
        password_hash: passwordHash,
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
      await addMemberships(tx, entity.id, id, ['estudiante']);
      const session = await createSession(tx, id, ctx.services.config.SESSION_HOURS);
      ctx.audit.userId = id;
      ctx.audit.recordId = id;
      return {
        token: session.token,
        user: { _id: id, email: input.email, name: input.name, lastname },
        entity_id: entity.id,
      };
    });
  },
  { ownTransactions: true },
);
