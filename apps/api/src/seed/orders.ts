// Demo orders (spec 03 §4, decisions 0007 and 0018): in Colegio Andino, pending orders with deposit voucher images for /vouchers, and
// a history in every closed state: accepted (the buyer enrolled through the same path as Aceptar), rejected with a
// comment, one canceled. Buyers are the entity's demo students, each order going to one not yet enrolled in what it
// buys, so accepting a pending one visibly unlocks modules. Prices and totals come from the same SQL as createOrder.
import type { Db } from '../db/client.js';
import type { Services } from '../rpc/context.js';
import { acceptOrder } from '../services/orders/accept-order.js';
import { pricedLines } from '../services/orders/order-lines.queries.js';
import { insertOrder } from '../services/orders/orders.queries.js';
import { voucherImage } from './voucher-images.js';

/** a main scheduled course by name, or one of its module schedules by the module's name */
export type Product = [scheduled: string, module?: string];

export interface DemoOrder {
  buys: Product[];
  state: 'pending' | 'success' | 'rejected' | 'canceled';
  /** placed this many hours ago; decided `decidedHoursAgo` hours ago */
  hoursAgo: number;
  decidedHoursAgo?: number;
  vouchers: number;
  comment?: string;
}

const FULL_STACK = 'Full Stack - Cusco';
const AGILE = 'Gestión ágil - Cusco (en curso)';
const APPS = 'Apps Móviles - Lima';
const UX = 'Diseño UX/UI - Lima';

const ORDERS: DemoOrder[] = [
  { buys: [[FULL_STACK]], state: 'pending', hoursAgo: 2, vouchers: 2 },
  {
    buys: [
      [FULL_STACK, 'HTML y CSS'],
      [APPS, 'Fundamentos de Flutter'],
    ],
    state: 'pending',
    hoursAgo: 5,
    vouchers: 1,
  },
  { buys: [[UX]], state: 'pending', hoursAgo: 26, vouchers: 1 },
  { buys: [[AGILE, 'Kanban']], state: 'pending', hoursAgo: 50, vouchers: 1 },
  { buys: [[AGILE]], state: 'success', hoursAgo: 120, decidedHoursAgo: 100, vouchers: 1 },
  { buys: [[FULL_STACK, 'JavaScript moderno']], state: 'success', hoursAgo: 96, decidedHoursAgo: 72, vouchers: 2 },
  {
    buys: [[APPS]],
    state: 'rejected',
    hoursAgo: 80,
    decidedHoursAgo: 60,
    vouchers: 1,
    comment: 'El monto del voucher no coincide con el total de la orden',
  },
  { buys: [[AGILE, 'Scrum']], state: 'canceled', hoursAgo: 150, decidedHoursAgo: 140, vouchers: 1 },
];

/** Used only when the students seed has not given the entity enough students. */
const SPARE_BUYERS = [
  ['lucia.condori@demo.pe', 'Lucía', 'Condori'],
  ['mateo.apaza@demo.pe', 'Mateo', 'Apaza'],
  ['valeria.huanca@demo.pe', 'Valeria', 'Huanca'],
  ['diego.ccori@demo.pe', 'Diego', 'Ccori'],
] as const;

const BANKS = [
  ['BCP', '#0E3873'],
  ['Interbank', '#1E6B52'],
  ['BBVA', '#197BFF'],
] as const;

const one = async (db: Db, sql: string, params: unknown[]) => {
  const rows = await db.query<{ id: string }>(sql, params);
  if (!rows[0]) throw new Error(`demo orders: nothing for ${JSON.stringify(params)}`);
  return rows[0].id;
};

async function buyersOf(db: Db, entity: string) {
  const students = () =>
    db.query<{ id: string; name: string; lastname: string }>(
      `SELECT u.id, u.name, u.lastname FROM memberships m JOIN users u ON u.id = m.user_id
       WHERE m.entity_id = $1 AND m.role_id = 'estudiante' ORDER BY u.email`,
      [entity],
    );
  if ((await students()).length >= SPARE_BUYERS.length) return students();
  for (const [email, name, lastname] of SPARE_BUYERS) {
    const existing = await db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = $1', [email]);
    const id =
      existing[0]?.id ??
      (await one(
        db,
        `INSERT INTO users (email, name, lastname, phone, dni, address)
         VALUES ($1, $2, $3, '984512367', '45781236', 'Av. El Sol 320, Cusco') RETURNING id`,
        [email, name, lastname],
      ));
    await db.query(
      `INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, 'estudiante') ON CONFLICT DO NOTHING`,
      [entity, id],
    );
  }
  return students();
}

export async function productIds(db: Db, entity: string, buys: Product[]) {
  const ids: { scheduled: string; main: string }[] = [];
  for (const [name, module] of buys) {
    const main = await one(
      db,
      `SELECT id FROM scheduleds WHERE entity_id = $1 AND type_of_scheduled = 'main' AND name = $2`,
      [entity, name],
    );
    const scheduled = module
      ? await one(
          db,
          'SELECT s.id FROM scheduleds s JOIN courses c ON c.id = s.course_id WHERE s.main_scheduled = $1 AND c.name = $2',
          [main, module],
        )
      : main;
    ids.push({ scheduled, main });
  }
  return ids;
}

export interface Buyer {
  id: string;
  name: string;
  lastname: string;
}

/**
 * Places one demo order as createOrder would (prices from the same SQL, vouchers drawn as bank slips of its total) and
 * decides it as the counter or the buyer would; `seq` makes its operation numbers differ from every other demo order's.
 */
export async function placeDemoOrder(
  services: Services,
  v: {
    entity: string;
    counter: string;
    buyer: Buyer;
    order: DemoOrder;
    products: { scheduled: string }[];
    seq: number;
  },
) {
  const { db, storage } = services;
  const { order: o, buyer, seq } = v;
  const scheduledIds = v.products.map((p) => p.scheduled);
  const { total } = await pricedLines(db, v.entity, scheduledIds);
  const vouchers: { key: string; sha256: string }[] = [];
  for (let k = 0; k < o.vouchers; k++) {
    const [bank, color] = BANKS[(seq + k) % BANKS.length];
    const slip = {
      bank,
      color,
      operation: String(48213570 + seq * 1117 + k),
      amount: total,
      date: new Date(Date.now() - o.hoursAgo * 3_600_000).toISOString().slice(0, 10),
      payer: `${buyer.name} ${buyer.lastname}`,
    };
    const isPhoto = k % 2 === 1;
    const bytes = await voucherImage(slip, isPhoto);
    const file = await storage.saveBuffer(bytes, {
      mime: isPhoto ? 'image/jpeg' : 'image/png',
      ext: isPhoto ? 'jpg' : 'png',
      visibility: 'private',
      prefix: 'students',
    });
    vouchers.push({ key: file.key, sha256: file.sha256 });
  }
  const id = await insertOrder(db, {
    entityId: v.entity,
    userId: buyer.id,
    scheduledIds,
    vouchers,
    operationNumber: String(48213570 + seq * 1117),
  });
  if (o.state === 'success')
    await acceptOrder(db, { entityId: v.entity, orderId: id, buyerId: buyer.id, decidedBy: v.counter, at: new Date() });
  if (o.state === 'rejected' || o.state === 'canceled') {
    await db.query(`UPDATE orders SET state = $2, comment = $3, decided_by = $4, decided_at = now() WHERE id = $1`, [
      id,
      o.state,
      o.comment ?? null,
      o.state === 'rejected' ? v.counter : null,
    ]);
  }
  await db.query(
    `UPDATE orders SET created_at = now() - make_interval(hours => $2),
            decided_at = CASE WHEN state = 'pending' THEN NULL ELSE now() - make_interval(hours => $3) END
     WHERE id = $1`,
    [id, o.hoursAgo, o.decidedHoursAgo ?? 0],
  );
  return id;
}

export const counterOf = (db: Db) => one(db, 'SELECT id FROM users WHERE email = $1', ['counter@colegioandino.edu.pe']);
export const andinoOf = (db: Db) => one(db, 'SELECT id FROM entities WHERE entity_name = $1', ['Colegio Andino']);

export async function seedOrders(services: Services) {
  const { db } = services;
  const entity = await andinoOf(db);
  const counter = await counterOf(db);
  const buyers = await buyersOf(db, entity);
  for (const [index, o] of ORDERS.entries()) {
    const products = await productIds(db, entity, o.buys);
    // the next student (round robin) not yet enrolled in any course the order buys
    const enrolled = await db.query<{ user_id: string }>(
      'SELECT DISTINCT user_id FROM scheduled_students WHERE scheduled_id = ANY($1::uuid[])',
      [products.map((p) => p.main)],
    );
    const taken = new Set(enrolled.map((e) => e.user_id));
    const order = Array.from({ length: buyers.length }, (_, k) => buyers[(index + k) % buyers.length]);
    const buyer = order.find((b) => !taken.has(b.id)) ?? order[0];
    await placeDemoOrder(services, { entity, counter, buyer, order: o, products, seq: index });
  }
}
