// Demo orders (spec 03 §4, decisions 0007 and 0018): in Colegio Andino, pending orders with deposit voucher images for /vouchers, and
// a history in every closed state: accepted (the buyer enrolled through the same path as Aceptar), rejected with a
// comment, one canceled. Buyers are the entity's demo students, each order going to one not yet enrolled in what it
// buys, so accepting a pending one visibly unlocks modules. Prices and totals come from the same SQL as createOrder.
import type { Db } from '../db/client.js';
import type { Services } from '../rpc/context.js';
import { acceptOrder } from '../services/students/orders/accept-order.js';
import { insertOrder } from '../services/students/orders/orders.queries.js';
import { voucherImage } from './voucher-images.js';

/** a main scheduled course by name, or one of its module schedules by the module's name */
type Product = [scheduled: string, module?: string];

interface DemoOrder {
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

async function productIds(db: Db, entity: string, buys: Product[]) {
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

export async function seedOrders(services: Services) {
  const { db, storage } = services;
  const entity = await one(db, 'SELECT id FROM entities WHERE entity_name = $1', ['Colegio Andino']);
  const counter = await one(db, 'SELECT id FROM users WHERE email = $1', ['counter@colegioandino.edu.pe']);
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

    const [{ total }] = await db.query<{ total: string }>(
      `SELECT coalesce(sum(c.price_course + c.price_inscription), 0)::text AS total
       FROM scheduleds s JOIN courses c ON c.id = s.course_id WHERE s.id = ANY($1::uuid[])`,
      [products.map((p) => p.scheduled)],
    );
    const vouchers: { key: string; sha256: string }[] = [];
    for (let v = 0; v < o.vouchers; v++) {
      const [bank, color] = BANKS[(index + v) % BANKS.length];
      const slip = {
        bank,
        color,
        operation: String(48213570 + index * 1117 + v),
        amount: total,
        date: new Date(Date.now() - o.hoursAgo * 3_600_000).toISOString().slice(0, 10),
        payer: `${buyer.name} ${buyer.lastname}`,
      };
      const isPhoto = v % 2 === 1;
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
      entityId: entity,
      userId: buyer.id,
      scheduledIds: products.map((p) => p.scheduled),
      vouchers,
      operationNumber: String(48213570 + index * 1117),
    });
    if (o.state === 'success')
      await acceptOrder(db, { entityId: entity, orderId: id, buyerId: buyer.id, decidedBy: counter });
    if (o.state === 'rejected' || o.state === 'canceled') {
      await db.query(`UPDATE orders SET state = $2, comment = $3, decided_by = $4, decided_at = now() WHERE id = $1`, [
        id,
        o.state,
        o.comment ?? null,
        o.state === 'rejected' ? counter : null,
      ]);
    }
    await db.query(
      `UPDATE orders SET created_at = now() - make_interval(hours => $2),
              decided_at = CASE WHEN state = 'pending' THEN NULL ELSE now() - make_interval(hours => $3) END
       WHERE id = $1`,
      [id, o.hoursAgo, o.decidedHoursAgo ?? 0],
    );
  }
}
