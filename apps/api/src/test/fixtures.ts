// Two entities, A and B, with staff in every role: the cast of every API test.
import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/client.js';

export const PASSWORD = 'Secreta123';

export interface Fixtures {
  entityA: string;
  entityB: string;
  users: Record<UserKey, { id: string; email: string }>;
}

type UserKey =
  | 'superadmin'
  | 'adminA'
  | 'adminB2bA'
  | 'coordA'
  | 'counterA'
  | 'docenteA'
  | 'studentA'
  | 'adminB'
  | 'coordB'
  | 'counterB'
  | 'studentB'
  | 'multi'
  | 'noEntity';

const CAST: [UserKey, string, 'superadmin' | 'admin_entity' | 'user', [('A' | 'B'), string][]][] = [
  ['superadmin', 'root@test.pe', 'superadmin', []],
  ['adminA', 'admin.a@test.pe', 'admin_entity', [['A', 'admin']]],
  ['adminB2bA', 'adminb2b.a@test.pe', 'admin_entity', [['A', 'admin b2b']]],
  ['coordA', 'coord.a@test.pe', 'user', [['A', 'coordinador']]],
  ['counterA', 'counter.a@test.pe', 'user', [['A', 'counter']]],
  ['docenteA', 'docente.a@test.pe', 'user', [['A', 'docente']]],
  ['studentA', 'alumno.a@test.pe', 'user', [['A', 'estudiante']]],
  ['adminB', 'admin.b@test.pe', 'admin_entity', [['B', 'admin']]],
  ['coordB', 'coord.b@test.pe', 'user', [['B', 'coordinador']]],
  ['counterB', 'counter.b@test.pe', 'user', [['B', 'counter']]],
  ['studentB', 'alumno.b@test.pe', 'user', [['B', 'estudiante']]],
  ['multi', 'multi@test.pe', 'admin_entity', [['A', 'admin'], ['A', 'coordinador'], ['A', 'counter'], ['B', 'coordinador']]],
  ['noEntity', 'nadie@test.pe', 'user', []],
];

let passwordHash: Promise<string> | undefined;

export async function createFixtures(db: Db): Promise<Fixtures> {
  passwordHash ??= hashPassword(PASSWORD);
  const hash = await passwordHash;
  const [a] = await db.query<{ id: string }>(
    `INSERT INTO entities (entity_name, description) VALUES ('Entidad A', 'Primera entidad') RETURNING id`,
  );
  const [b] = await db.query<{ id: string }>(
    `INSERT INTO entities (entity_name, description, bg_sidebar) VALUES ('Entidad B', 'Segunda entidad', '#1E6B52') RETURNING id`,
  );
  const entity = { A: a.id, B: b.id };
  const users = {} as Fixtures['users'];
  for (const [key, email, rol, roles] of CAST) {
    const [u] = await db.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, rol, name, lastname) VALUES ($1, $2, $3, $4, 'Prueba') RETURNING id`,
      [email, hash, rol, key],
    );
    users[key] = { id: u.id, email };
    for (const [e, role] of roles) {
      await db.query('INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, $3)', [entity[e], u.id, role]);
    }
  }
  return { entityA: a.id, entityB: b.id, users };
}
