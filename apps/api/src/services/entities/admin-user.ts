import { M, MANUAL_USER_ROLE_OPTIONS, type users } from '@edu/shared';
import type { z } from 'zod';
import { hashPassword } from '../../auth/password.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { emailTaken, insertUser, type NewUser } from '../users/users.queries.js';

/** A main administrator must be an account-level admin (rol admin_entity), as getAdminEntity lists them. */
export async function assertAdminCandidate(db: Db, userId: string) {
  const rows = await db.query('SELECT 1 FROM users WHERE id = $1 AND rol = $2', [userId, 'admin_entity']);
  if (!rows.length) throw new AppError('VALIDATION', M.FIELD_INVALID, { admin_id: M.FIELD_INVALID });
}

type NewAdminInput = z.output<typeof users.newAdminInput>;

async function refuseTakenEmail(db: Db, email: string) {
  if (await emailTaken(db, email)) throw new AppError('CONFLICT', M.CONFLICT_EMAIL, { email: M.CONFLICT_EMAIL });
}

/**
 * The wizard's 'Agregar admin' as createUser makes the superadmin's manual admin (rol 1.2): an account-level admin
 * listed on the platform's Users page. Checked and hashed before the transaction (decision 0047).
 */
export async function prepareNewAdmin(db: Db, input: NewAdminInput): Promise<NewUser> {
  await refuseTakenEmail(db, input.email);
  return {
    email: input.email,
    password_hash: await hashPassword(input.password),
    rol: 'admin_entity',
    name: input.name,
    lastname: input.lastname,
    dni: input.dni,
    phone: input.phone,
    birthdate: input.birthdate,
    address: input.address,
    username: input.username,
    description: input.description,
    document_type: input.dni ? 'dni' : null,
    applied_for: MANUAL_USER_ROLE_OPTIONS.find((o) => o.value === '1.2')?.label ?? null,
    register: 'completed',
    pre_registered: true,
    created_by_entity: null,
  };
}

/** Inside the entity's transaction: the e-mail again (taken meanwhile: 409, nothing written), then the account. */
export async function insertNewAdmin(tx: Db, user: NewUser): Promise<string> {
  await refuseTakenEmail(tx, user.email);
  return insertUser(tx, user);
}
