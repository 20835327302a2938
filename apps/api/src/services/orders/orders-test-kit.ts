// What the orders tests build on top of the fixtures: priced programmes, their scheduled courses and module
// schedules (written directly, as createScheduled would), and orders placed through the real multipart call.
import { addDays, orders, todayIn } from '@edu/shared';
import type { TestApp } from '../../test/harness.js';
import { jpeg, png } from '../../test/images.js';
import type { FilePart } from '../../test/multipart.js';

export interface Priced {
  programme: string;
  /** the main scheduled course of the programme */
  main: string;
  /** the module courses, in order */
  modules: string[];
  /** one module schedule per module, in order */
  schedules: string[];
}

const one = async (t: Pick<TestApp, 'db'>, sql: string, params: unknown[]) => (await t.db.query<{ id: string }>(sql, params))[0].id;

/** A programme in the entity's 'Tecnología' category, scheduled with every module. Prices are text: exact soles. */
export async function pricedProgramme(
  t: Pick<TestApp, 'db' | 'fx'>,
  side: 'A' | 'B',
  p: { name: string; inscription: string; course: string; modules: string[] },
): Promise<Priced> {
  const entityId = side === 'A' ? t.fx.entityA : t.fx.entityB;
  const programme = await one(
    t,
    `INSERT INTO courses (entity_id, category_id, alias, name, price_inscription, price_course)
     VALUES ($1, $2, 'programa', $3, $4, $5) RETURNING id`,
    [entityId, t.fx.programmes[side].category, p.name, p.inscription, p.course],
  );
  const today = todayIn();
  const main = await one(
    t,
    `INSERT INTO scheduleds (entity_id, course_id, name, start_date, end_date, type_of_scheduled, publish)
     VALUES ($1, $2, $3, $4, $5, 'main', true) RETURNING id`,
    [entityId, programme, `${p.name} 2026`, addDays(today, 10), addDays(today, 100)],
  );
  const modules: string[] = [];
  const schedules: string[] = [];
  for (const [i, price] of p.modules.entries()) {
    const module = await one(
      t,
      `INSERT INTO courses (entity_id, parent_course_id, alias, name, price_course, position)
       VALUES ($1, $2, 'modulo', $3, $4, $5) RETURNING id`,
      [entityId, programme, `${p.name} - Módulo ${i + 1}`, price, i],
    );
    modules.push(module);
    schedules.push(
      await one(
        t,
        `INSERT INTO scheduleds (entity_id, course_id, name, start_date, end_date, type_of_scheduled, main_scheduled)
         VALUES ($1, $2, $3, $4, $4, 'children', $5) RETURNING id`,
        [entityId, module, `Módulo ${i + 1}`, addDays(today, 10 + 10 * i), main],
      ),
    );
  }
  return { programme, main, modules, schedules };
}

export const voucherFiles = async (): Promise<FilePart[]> => [
  { field: 'vouchers', name: 'deposito.png', bytes: await png() },
  { field: 'vouchers', name: 'deposito-2.jpg', bytes: await jpeg() },
];

/** createOrder as the store sends it: the products as a JSON field, then the voucher images. */
export async function placeOrder(
  t: TestApp,
  token: string,
  entityId: string,
  scheduledIds: string[],
  files?: FilePart[],
) {
  const products = JSON.stringify(scheduledIds.map((scheduled_id) => ({ scheduled_id })));
  return t.upload(orders.createOrder, { entity_id: entityId, products }, files ?? (await voucherFiles()), token);
}

/** Places an order and answers its id, failing the test on a refusal. */
export async function orderId(t: TestApp, token: string, entityId: string, scheduledIds: string[]) {
  const res = await placeOrder(t, token, entityId, scheduledIds);
  if (res.status !== 200) throw new Error(`createOrder: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.order._id;
}

export const enrolmentsOf = (t: TestApp, userId: string) =>
  t.db.query<{ scheduled_id: string }>(
    'SELECT scheduled_id FROM scheduled_students WHERE user_id = $1 ORDER BY scheduled_id',
    [userId],
  );

export const modulesOf = (t: TestApp, userId: string) =>
  t.db.query<{ course_id: string; buyed: boolean; status: string; order_id: string | null }>(
    'SELECT course_id, buyed, status, order_id FROM student_modules WHERE user_id = $1 ORDER BY course_id',
    [userId],
  );
