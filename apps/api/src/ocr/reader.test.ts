// The reading queue (decision 0060) as the mail outbox is: a reader that died is replaced once its lease runs out, an
// image that cannot be read is tried MAX_ATTEMPTS times and then 'failed', and a server without tesseract says so once
// and leaves the rows queued for one that has it.
import { beforeEach, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/env.js';
import { useTestApp } from '../test/harness.js';
import { createVoucherReader, MAX_ATTEMPTS, type VoucherEngine } from './reader.js';
import { enqueueReadings } from './readings.queries.js';
import { TesseractMissing } from './tesseract.js';

const { t } = useTestApp();
let voucher: string;

beforeEach(async () => {
  await t.db.query('DELETE FROM voucher_readings');
  const order = t.fx.orders.A.order;
  [{ id: voucher }] = (await t.db.query<{ id: string }>(
    `INSERT INTO order_vouchers (order_id, entity_id, file_key) VALUES ($1, $2, 'vouchers/x.png') RETURNING id`,
    [order, t.fx.entityA],
  )) as [{ id: string }];
  await t.db.tx((tx) => enqueueReadings(tx, order));
});

const fields = { source: 'yape', operation_number: '123456', amount: '50.00', paid_at: '2026-11-27T10:32' } as const;
const engine: VoucherEngine = async () => ({
  ...fields,
  confidence: { operation_number: 0.9, amount: 0.9, paid_at: 0.9, source: 0.9 },
});
const reader = (read: VoucherEngine, log = t.app.log) =>
  createVoucherReader(
    t.db,
    loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' }),
    log,
    async () => Buffer.from('x'),
    read,
  );
const rowOf = async () =>
  (
    await t.db.query<{ state: string; attempts: number; error: string | null; operation_number: string | null }>(
      'SELECT state, attempts, error, operation_number FROM voucher_readings WHERE voucher_id = $1',
      [voucher],
    )
  )[0];

it('reads again a voucher whose reader died, once its lease has run out', async () => {
  await t.db.query(
    `UPDATE voucher_readings SET state = 'reading', attempts = 1, lease_until = now() + interval '1 minute'`,
  );
  expect(await reader(engine).flush()).toBe(0);
  await t.db.query(`UPDATE voucher_readings SET lease_until = now() - interval '1 second'`);
  expect(await reader(engine).flush()).toBeGreaterThanOrEqual(1);
  expect(await rowOf()).toMatchObject({ state: 'done', attempts: 2, operation_number: '123456' });
});

it(`gives up after ${MAX_ATTEMPTS} attempts, keeping the error`, async () => {
  const broken = reader(async () => {
    throw new Error('tesseract timed out');
  });
  for (let i = 1; i <= MAX_ATTEMPTS; i++) {
    await broken.flush();
    expect(await rowOf()).toMatchObject({ state: i < MAX_ATTEMPTS ? 'queued' : 'failed', attempts: i });
    await t.db.query(`UPDATE voucher_readings SET next_attempt_at = now()`);
  }
  expect((await rowOf())?.error).toBe('tesseract timed out');
});

it('without tesseract, says so once and leaves the voucher queued', async () => {
  const error = vi.fn();
  const log = { ...t.app.log, error, warn: vi.fn() } as unknown as typeof t.app.log;
  const missing = reader(async () => {
    throw new TesseractMissing('tesseract is not installed');
  }, log);
  await missing.flush();
  await missing.flush();
  expect(error).toHaveBeenCalledTimes(1);
  expect(await rowOf()).toMatchObject({ state: 'queued', attempts: 0 });
});
