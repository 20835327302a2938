// 'Resumen' from an empty entity (issue 30 item 9, decision 0052): a student who buys a programme of three modules is
// one enrolment, not four (the programme's main scheduled course, not each module schedule), and 'Programas con más
// alumnos' lists programmes only. The students buy through createOrder and the counter accepts, as the school does.
import { addDays, metrics, orders, todayIn } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { placeOrder } from '../orders/orders-test-kit.js';
import { expectRollupsExact } from './rollups-test-kit.js';

const { t } = useTestApp([], { METRICS_CACHE_SECONDS: '0' });
let entity: string;
let admin: string;
let counter: string;
let programme: string;
let main: string;
const one = async (sql: string, params: unknown[] = []) => (await t.db.query<{ id: string }>(sql, params))[0].id;

/** A person with the fixture student's password, holding `role` in the new entity; answers id and token. */
async function person(email: string, role: string) {
  const id = await one(
    `INSERT INTO users (email, password_hash, rol, name, lastname, register)
     SELECT $1, password_hash, 'user', 'Persona', 'Nueva', 'completed' FROM users WHERE id = $2 RETURNING id`,
    [email, t.fx.users.studentA.id],
  );
  await t.db.query('INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, $3)', [entity, id, role]);
  return { id, token: await t.signIn(email) };
}

beforeAll(async () => {
  entity = await one(
    `INSERT INTO entities (entity_name, domain) VALUES ('Instituto Nuevo', 'nuevo.test.pe') RETURNING id`,
  );
  admin = (await person('admin@nuevo.test.pe', 'admin')).token;
  counter = (await person('caja@nuevo.test.pe', 'counter')).token;
  const category = await one(`INSERT INTO categories (entity_id, name) VALUES ($1, 'Diplomados') RETURNING id`, [
    entity,
  ]);
  programme = await one(
    `INSERT INTO courses (entity_id, category_id, alias, name, price_course) VALUES ($1, $2, 'programa', 'Diplomado en Gestión', 300) RETURNING id`,
    [entity, category],
  );
  const today = todayIn();
  main = await one(
    `INSERT INTO scheduleds (entity_id, course_id, name, start_date, end_date, type_of_scheduled, publish)
     VALUES ($1, $2, 'Gestión 2026-II', $3, $4, 'main', true) RETURNING id`,
    [entity, programme, addDays(today, 10), addDays(today, 100)],
  );
  for (const i of [1, 2, 3]) {
    const module = await one(
      `INSERT INTO courses (entity_id, parent_course_id, alias, name, price_course, position)
       VALUES ($1, $2, 'modulo', $3, 100, $4) RETURNING id`,
      [entity, programme, `Módulo ${i} de Gestión`, i],
    );
    await t.db.query(
      `INSERT INTO scheduleds (entity_id, course_id, name, start_date, end_date, type_of_scheduled, main_scheduled)
       VALUES ($1, $2, $3, $4, $4, 'children', $5)`,
      [entity, module, `Módulo ${i}`, addDays(today, 10 + 10 * i), main],
    );
  }
});
expectRollupsExact(() => t.db);

/** a student of the entity buys the whole programme and the counter accepts the order */
async function buysProgramme(email: string) {
  const student = await person(email, 'estudiante');
  const placed = await placeOrder(t, student.token, entity, [main]);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const accepted = await t.call(orders.activateOrders, { order_id: placed.body.order._id }, counter);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return student.id;
}

const dashboard = async () => {
  const res = await t.call(metrics.getEntityDashboard, { entity_id: entity, period: '3' }, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const enrolments = res.body.enrolments.reduce((sum, m) => sum + m.count, 0);
  return { enrolments, top: res.body.top_programmes };
};

describe("Resumen of a new entity's first sales", () => {
  it('shows nothing before anyone buys', async () => {
    expect(await dashboard()).toEqual({ enrolments: 0, top: [] });
  });

  it('counts one student who buys a programme of three modules as one enrolment, in the programme only', async () => {
    const student = await buysProgramme('ana@nuevo.test.pe');
    // the student may open the three modules: four rows of scheduled_students, one enrolment
    expect((await t.db.query('SELECT 1 FROM scheduled_students WHERE user_id = $1', [student])).length).toBe(4);
    expect(await dashboard()).toEqual({
      enrolments: 1,
      top: [{ _id: programme, name: 'Diplomado en Gestión', students: 1 }],
    });
  });

  it('counts two students as two, and never lists a module as a programme', async () => {
    await buysProgramme('beto@nuevo.test.pe');
    const { enrolments, top } = await dashboard();
    expect(enrolments).toBe(2);
    expect(top).toEqual([{ _id: programme, name: 'Diplomado en Gestión', students: 2 }]);
  });

  it('keeps the same counts when the running totals are rebuilt from the rows', async () => {
    await t.db.query('SELECT metrics_rollups_rebuild(time_zone) FROM metrics_zone');
    expect((await dashboard()).enrolments).toBe(2);
  });
});
