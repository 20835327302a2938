// What the server reads from a voucher (decision 0060), as the counter sees it in getOrderDetail: queued with the
// order, read later by the queue's worker, never in the way of the order itself; another entity's order stays 404.
import { orders } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { svgVoucherPng } from '../../ocr/fixtures/svg-voucher.js';
import { useTestApp } from '../../test/harness.js';
import { png } from '../../test/images.js';
import { pricedProgramme } from './orders-test-kit.js';

const { t, as } = useTestApp(['counterA', 'counterB']);
let courses = 0;

const receipt = () => svgVoucherPng({ operation: '04817263', amount: 'S/ 80.00', date: '27/11/2026 10:32' });

async function place(bytes: Buffer, operation?: string) {
  // a course of its own each time: one pending order per course and buyer
  const name = `Contabilidad ${++courses}`;
  const course = await pricedProgramme(t, 'A', { name, inscription: '30.00', course: '50.00', modules: [] });
  const token = await t.signIn(t.fx.users.studentA.email);
  const res = await t.upload(
    orders.createOrder,
    {
      entity_id: t.fx.entityA,
      products: JSON.stringify([{ scheduled_id: course.main }]),
      ...(operation ? { operation_number: operation } : {}),
    },
    [{ field: 'vouchers', name: 'voucher.png', bytes }],
    token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.order._id, token };
}

const detail = (id: string, token = as.counterA) => t.call(orders.getOrderDetail, { order_id: id }, token);

describe('reading a voucher', () => {
  it('places the order as before, then the counter sees what was read beside what the student typed', async () => {
    const { id } = await place(await receipt(), '4817263');
    const waiting = await detail(id);
    expect(waiting.body.vouchers[0]?.reading).toEqual({
      state: 'queued',
      source: null,
      operation_number: null,
      amount: null,
      paid_at: null,
      confidence: null,
    });
    expect(await t.app.services.reader.flush()).toBeGreaterThanOrEqual(1);
    const read = await detail(id);
    expect(read.body.order).toMatchObject({ total_price: '80.00', operation_number: '4817263' });
    expect(read.body.vouchers[0]?.reading).toMatchObject({
      state: 'done',
      source: 'bcp',
      operation_number: '04817263',
      amount: '80.00',
      // 10:32 in Lima (UTC-5)
      paid_at: '2026-11-27T15:32:00.000Z',
    });
    const c = read.body.vouchers[0]?.reading?.confidence;
    expect(c?.operation_number).toBeGreaterThan(0.8);
    expect(c?.amount).toBeGreaterThan(0.8);
  });

  // the project answers a record outside the caller's entity 403, as an unknown one (order-detail.test.ts)
  it("keeps another entity's order and its reading from its counter (403)", async () => {
    const { id } = await place(await receipt());
    await t.app.services.reader.flush();
    const res = await detail(id, as.counterB);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain('04817263');
  });

  it('reads an image with no receipt in it as nothing, with no confidence', async () => {
    const { id } = await place(await png('#345678'));
    await t.app.services.reader.flush();
    expect((await detail(id)).body.vouchers[0]?.reading).toMatchObject({
      state: 'done',
      operation_number: null,
      amount: null,
      paid_at: null,
      confidence: { operation_number: 0, amount: 0, paid_at: 0 },
    });
  });

  it('reads the new vouchers of a rejected order sent again', async () => {
    const { id, token } = await place(await png('#456789'));
    await t.app.services.reader.flush();
    const rejected = await t.call(orders.rejectOrder, { order_id: id, message: 'No se ve el voucher' }, as.counterA);
    expect(rejected.status).toBe(200);
    const again = await t.upload(
      orders.resubmitOrder,
      { order_id: id },
      [{ field: 'vouchers', name: 'nuevo.png', bytes: await receipt() }],
      token,
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await detail(id)).body.vouchers[0]?.reading?.state).toBe('queued');
    await t.app.services.reader.flush();
    expect((await detail(id)).body.vouchers[0]?.reading).toMatchObject({ state: 'done', operation_number: '04817263' });
  });
});
