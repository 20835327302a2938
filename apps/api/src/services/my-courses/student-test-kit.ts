// What the tests of the student's own pages (my-courses, orders, certificates) build on the fixtures: student
// accounts of their own (the fixture student is shared).
import type { TestApp } from '../../test/harness.js';

export interface Student {
  id: string;
  token: string;
}

/** A signed-in account with the role estudiante in entity A, with the fixture student's password. */
export async function newStudent(t: TestApp, email: string, name = 'Alumna'): Promise<Student> {
  const [{ id }] = await t.db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, rol, name, lastname, register)
     SELECT $1, password_hash, 'user', $3, 'Prueba', 'completed' FROM users WHERE id = $2 RETURNING id`,
    [email, t.fx.users.studentA.id, name],
  );
  await t.db.query(`INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, 'estudiante')`, [
    t.fx.entityA,
    id,
  ]);
  return { id, token: await t.signIn(email) };
}
