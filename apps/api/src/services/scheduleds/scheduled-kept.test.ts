// A scheduled course that was ordered, or for which a certificate was issued, stays: deleteScheduled answers 409 and
// removes nothing (the order's lines and the certificate's page keep pointing at it).
import { addDays, M, scheduleds, todayIn } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

const { t, as } = useTestApp(['coordA']);
const day = (n: number) => addDays(todayIn('America/Lima'), n);

async function scheduledCourse(name: string) {
  const res = await t.call(scheduleds.createScheduled, {
    entity_id: t.fx.entityA, type_of_scheduled: 'main', course_id: t.fx.programmes.A.course, campus_id: t.fx.resources.A.campus,
    name, start_date: day(1), end_date: day(30),
  }, as.coordA);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.scheduled._id;
}

async function expectKept(id: string, message: string) {
  const before = await t.snapshot();
  const res = await t.call(scheduleds.deleteScheduled, { scheduled_id: id }, as.coordA);
  expect(res).toMatchObject({ status: 409, body: { code: 'CONFLICT', message } });
  expect(await t.snapshot()).toBe(before);
}

describe('deleteScheduled of a scheduled course that enrolments, orders and certificates point at', () => {
  it('refuses one that an order bought', async () => {
    const id = await scheduledCourse('Comprado');
    const [{ id: order }] = await t.db.query<{ id: string }>(
      `INSERT INTO orders (entity_id, user_id, total_price) VALUES ($1, $2, 10) RETURNING id`,
      [t.fx.entityA, t.fx.users.studentA.id],
    );
    await t.db.query(
      `INSERT INTO order_items (order_id, entity_id, scheduled_id, category_name, course_name, course_price, inscription_price, total_price)
       VALUES ($1, $2, $3, 'C', 'Comprado', 10, 0, 10)`,
      [order, t.fx.entityA, id],
    );
    await expectKept(id, M.SCHEDULED_HAS_ORDERS);
  });

  it('refuses one with a certificate issued (even to a student who has left it)', async () => {
    const id = await scheduledCourse('Certificado');
    await t.db.query(
      `INSERT INTO student_certificates (entity_id, scheduled_id, user_id, code, file_key, is_valid)
       VALUES ($1, $2, $3, 'KEPTCODE12345678', 'private/x.pdf', false)`,
      [t.fx.entityA, id, t.fx.users.studentA.id],
    );
    await expectKept(id, M.SCHEDULED_HAS_CERTIFICATES);
  });
});
