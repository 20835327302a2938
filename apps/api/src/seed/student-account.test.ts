// The demo student account, as Lucía sees /aula after signing in: her courses with modules unlocked (materials that
// open), one 'Pendiente de pago' and one 'Aún no comprado'; her orders in every state; her certificate; the checkout
// with the entity's payment instructions.
import { attempts, certificates, grades, materials, myCourses, orders } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { demoEntityId, seedDemo } from './seed-test-kit.js';
import { seedCertificates } from './certificates.js';
import { seedEvaluations } from './evaluations.js';
import { seedGrades } from './grades.js';
import { seedOrders } from './orders.js';
import { DEMO_PASSWORD, seedPlatform } from './platform.js';
import { seedScheduleds } from './scheduleds.js';
import { STUDENT_ACCOUNT, seedStudentAccount } from './student-account.js';
import { seedStudents } from './students.js';

const { t } = useTestApp();
let token: string;
let entity: string;
beforeAll(async () => {
  // the first start's order (seed.ts)
  await seedDemo(t, [
    seedPlatform,
    seedEvaluations,
    seedScheduleds,
    seedStudents,
    seedOrders,
    seedCertificates,
    seedStudentAccount,
    seedGrades,
  ]);
  token = await t.signIn(STUDENT_ACCOUNT.email, DEMO_PASSWORD);
  entity = await demoEntityId(t);
});

const FULL_STACK = 'Full Stack - Cusco';
const AGILE = 'Gestión ágil - Cusco (en curso)';

describe('the demo student account', () => {
  it('shows Mis cursos: modules unlocked with materials that open, one pending payment and one not bought', async () => {
    const list = await t.call(myCourses.getMyCourses, { entity_id: entity }, token);
    expect(list.body.courses.map((c) => [c.name, c.modules_unlocked, c.modules_total])).toEqual([
      [FULL_STACK, 1, 3],
      [AGILE, 2, 2],
    ]);
    const fullStack = await t.call(myCourses.getMyCourse, { scheduled_id: list.body.courses[0]._id }, token);
    const modules = fullStack.body.course.modules;
    expect(modules.map((m) => [m.name, m.lock_reason])).toEqual([
      ['HTML y CSS', null],
      ['JavaScript moderno', 'pending'],
      ['Node.js y bases de datos', 'not_bought'],
    ]);
    const pdf = modules[0].materials.find((m) => m.type === 'pdf');
    expect(pdf).toBeTruthy();
    const link = await t.call(materials.getMaterialLink, { material_id: pdf!._id }, token);
    expect(link.status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: link.body.url })).statusCode).toBe(200);
  });

  it('shows Mis pedidos in every state, the rejected one with the counter comment', async () => {
    const res = await t.call(orders.getMyOrders, { entity_id: entity, page: 1 }, token);
    expect(res.body.orders.map((o) => o.state)).toEqual(['pending', 'rejected', 'canceled', 'success', 'success']);
    expect(res.body.orders[1].comment).toMatch(/borrosa/);
    expect(res.body.orders.every((o) => o.vouchers.length > 0)).toBe(true);
  });

  it('shows one certificate that opens, and a checkout with the payment instructions', async () => {
    const mine = await t.call(certificates.getMyCertificates, { entity_id: entity }, token);
    expect(mine.body.certificates.map((c) => c.course_name)).toEqual([AGILE]);
    expect((await t.app.inject({ method: 'GET', url: mine.body.certificates[0].url })).statusCode).toBe(200);

    const [{ id }] = await t.db.query<{ id: string }>('SELECT id FROM scheduleds WHERE name = $1', [FULL_STACK]);
    const checkout = await t.call(orders.getCheckout, { scheduled_id: id }, token);
    expect(checkout.body.modules.map((m) => m.state)).toEqual(['owned', 'pending', 'available']);
    expect(checkout.body.pending_order_id).toBe(
      (await t.call(orders.getMyOrders, { entity_id: entity, page: 1 }, token)).body.orders[0]._id,
    );
    // where to pay: the school's Yape, BCP account and deposit account, never a card gateway's e-mail (decision 0050)
    expect(checkout.body.payment_accounts.map((a) => [a.kind, a.bank, a.number])).toEqual([
      ['yape', null, '987654321'],
      ['bank', 'BCP', '191-2345678-0-12'],
      ['deposit', 'Interbank', '200-3001234567'],
    ]);
    expect(JSON.stringify(checkout.body)).not.toContain('pagos@colegioandino.edu.pe');
  });

  it('has her first graded practice graded by its evaluation (Mis notas), and the second one open to take', async () => {
    const [{ id: fullStack }] = await t.db.query<{ id: string }>(
      `SELECT id FROM scheduleds WHERE name = $1 AND main_scheduled IS NULL`,
      [FULL_STACK],
    );
    const mine = await t.call(grades.getMyGrades, { scheduled_id: fullStack }, token);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.practices[0].title).toBe('Práctica calificada 1');
    expect(mine.body.grades[0].grade).not.toBeNull();
    const [{ id }] = await t.db.query<{ id: string }>(`SELECT id FROM evaluations WHERE title = 'Práctica calificada 2 - CSS'`);
    const started = await t.call(attempts.startAttempt, { evaluation_id: id }, token);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.attempt.state).toBe('in_progress');
  });
});
