// Test-only data for the enrolment tests: a programme of three modules under the fixture's main scheduled course, two
// of them scheduled, and students made on the spot.
import { addDays, todayIn } from '@edu/shared';
import type { TestApp } from '../../test/harness.js';

export interface ProgrammeTree {
  entity: string;
  main: string;
  programme: string;
  /** Fundamentos (the fixture's), Intermedio, Avanzado: in this order */
  modules: [string, string, string];
  /** the schedules of Fundamentos and Intermedio under `main` (Avanzado is not scheduled) */
  schedules: [string, string];
}

export async function programmeTree(t: TestApp, side: 'A' | 'B'): Promise<ProgrammeTree> {
  const entity = side === 'A' ? t.fx.entityA : t.fx.entityB;
  const { course: programme, module: first } = t.fx.programmes[side];
  const main = t.fx.scheduleds[side].scheduled;
  const one = async (sql: string, params: unknown[]) => (await t.db.query<{ id: string }>(sql, params))[0].id;
  const module = (name: string, position: number) =>
    one(
      `INSERT INTO courses (entity_id, parent_course_id, alias, name, price_course, position) VALUES ($1, $2, 'modulo', $3, 90, $4) RETURNING id`,
      [entity, programme, name, position],
    );
  const second = await module('Intermedio', 1);
  const third = await module('Avanzado', 2);
  const today = todayIn();
  const schedule = (course: string, name: string, from: number, to: number) =>
    one(
      `INSERT INTO scheduleds (entity_id, course_id, name, start_date, end_date, type_of_scheduled, main_scheduled)
       VALUES ($1, $2, $3, $4, $5, 'children', $6) RETURNING id`,
      [entity, course, name, addDays(today, from), addDays(today, to), main],
    );
  const schedules: [string, string] = [await schedule(first, 'Fundamentos', 30, 50), await schedule(second, 'Intermedio', 53, 70)];
  return { entity, main, programme, modules: [first, second, third], schedules };
}

/**
 * A person holding the given roles (default: estudiante) in the entity, named for the sorting tests; made by that
 * entity's staff and never signed in (its staff may still correct their data: services/users/identity).
 */
export async function newPerson(t: TestApp, entity: string | null, name: string, lastname = 'Prueba', roles = ['estudiante']) {
  const email = `${name.toLowerCase().replace(/\W/g, '')}.${Math.random().toString(36).slice(2, 8)}@test.pe`;
  const [{ id }] = await t.db.query<{ id: string }>(
    `INSERT INTO users (email, rol, name, lastname, created_by_entity) VALUES ($1, 'user', $2, $3, $4) RETURNING id`,
    [email, name, lastname, entity],
  );
  for (const role of entity ? roles : []) {
    await t.db.query('INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, $3)', [entity, id, role]);
  }
  return { id, email };
}

/** What the student has under the tree: enrolments (scheduled ids) and module access rows. */
export async function holdings(t: TestApp, userId: string) {
  const enrolled = await t.db.query<{ scheduled_id: string }>(
    'SELECT scheduled_id FROM scheduled_students WHERE user_id = $1 ORDER BY scheduled_id',
    [userId],
  );
  const access = await t.db.query<{ course_id: string; buyed: boolean; status: string; order_id: string | null }>(
    'SELECT course_id, buyed, status, order_id FROM student_modules WHERE user_id = $1 ORDER BY course_id',
    [userId],
  );
  return { enrolled: enrolled.map((r) => r.scheduled_id).sort(), access };
}
