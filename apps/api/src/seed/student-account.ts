// The demo student account (spec 04 §2.2, decision 0035): Lucía Quispe Mamani, estudiante of Colegio Andino, who
// signs in at /e/colegioandino.edu.pe/ingresar and finds in /aula: 'Gestión ágil' bought whole (every module unlocked,
// its certificate issued); 'Full Stack' with 'HTML y CSS' bought (its class materials open), 'JavaScript moderno'
// 'Pendiente de pago' and 'Node.js y bases de datos' 'Aún no comprado'; in Mis pedidos an order in every state.
// Orders go through the same path as the other demo orders (and so createOrder's prices and Aceptar's enrolment), the
// certificate through issueCertificate. Runs after seed/orders.ts, so that the other demo orders keep their buyers.
import { hashPassword } from '../auth/password.js';
import type { Services } from '../rpc/context.js';
import { issueCertificate } from '../services/certificates/issue-certificate.js';
import { andinoOf, counterOf, type DemoOrder, placeDemoOrder, productIds } from './orders.js';
import { DEMO_PASSWORD } from './platform.js';
import type { DemoAccount } from './platform.js';

export const STUDENT_ACCOUNT = {
  email: 'estudiante@colegioandino.edu.pe',
  name: 'Lucía',
  lastname: 'Quispe Mamani',
  dni: '72481536',
  phone: '984312759',
  address: 'Av. de la Cultura 1120, Wanchaq, Cusco',
};

const FULL_STACK = 'Full Stack - Cusco';
const AGILE = 'Gestión ágil - Cusco (en curso)';
const APPS = 'Apps Móviles - Lima';
const DAY = 24;

/** oldest first; `seq` 100 on, so that no operation number repeats another demo order's */
const ORDERS: DemoOrder[] = [
  { buys: [[AGILE]], state: 'success', hoursAgo: 30 * DAY, decidedHoursAgo: 29 * DAY, vouchers: 1 },
  { buys: [[FULL_STACK, 'HTML y CSS']], state: 'success', hoursAgo: 6 * DAY, decidedHoursAgo: 5 * DAY, vouchers: 1 },
  { buys: [[APPS]], state: 'canceled', hoursAgo: 4 * DAY, decidedHoursAgo: 4 * DAY - 1, vouchers: 1 },
  {
    buys: [[APPS, 'Fundamentos de Flutter']],
    state: 'rejected',
    hoursAgo: 3 * DAY,
    decidedHoursAgo: 2 * DAY,
    vouchers: 1,
    comment: 'La foto del voucher está borrosa y no se lee el número de operación. Envía una foto más nítida.',
  },
  { buys: [[FULL_STACK, 'JavaScript moderno']], state: 'pending', hoursAgo: 3, vouchers: 2 },
];

export async function seedStudentAccount(services: Services): Promise<DemoAccount> {
  const { db } = services;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const entity = await andinoOf(db);
  const counter = await counterOf(db);
  const s = STUDENT_ACCOUNT;
  const [buyer] = await db.query<{ id: string; name: string; lastname: string }>(
    `INSERT INTO users (email, password_hash, rol, name, lastname, dni, document_type, phone, address)
     VALUES ($1, $2, 'user', $3, $4, $5, 'dni', $6, $7) RETURNING id, name, lastname`,
    [s.email, passwordHash, s.name, s.lastname, s.dni, s.phone, s.address],
  );
  await db.query(`INSERT INTO memberships (entity_id, user_id, role_id) VALUES ($1, $2, 'estudiante')`, [
    entity,
    buyer.id,
  ]);
  for (const [k, order] of ORDERS.entries()) {
    const products = await productIds(db, entity, order.buys);
    await placeDemoOrder(services, { entity, counter, buyer, order, products, seq: 100 + k });
  }
  const [agile] = await productIds(db, entity, [[AGILE]]);
  await issueCertificate(db, services, { entityId: entity, scheduledId: agile.main, userId: buyer.id });
  return { role: 'estudiante (Colegio Andino)', email: s.email, password: DEMO_PASSWORD };
}
