// Issue 32's load (decision 0060): 500 vouchers arrive within a minute, every one is read, /health keeps answering, and
// the reader never holds more images than its lanes. Tesseract itself takes 0.3-0.7 s an image on this 2-core machine
// (500 would be 3-6 minutes), and its preparation with sharp 0.1 s: here each image is only opened by sharp (its
// header) and parsed, the fast path that keeps this test to the queue, the database, /health and memory. `npm run
// bench` reads 500 real receipts with tesseract and prints the same figures.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { freeServerGoal, idleNoise, useListeningTestApp, whileAskingHealth } from '../test/health-watch.js';
import { svgVoucherPng } from './fixtures/svg-voucher.js';
import { parseVoucher } from './parse-voucher.js';
import { createVoucherReader } from './reader.js';
import { enqueueReadings } from './readings.queries.js';
import sharp from 'sharp';

const { t, server } = useListeningTestApp();
const VOUCHERS = 500;
const BATCH = 50;
const LANES = 2;

describe('500 vouchers within a minute', () => {
  it('reads them all, with /health answering and at most one image per lane in memory', {
    timeout: 240_000,
  }, async () => {
    const image = await svgVoucherPng({ operation: '04817263', amount: 'S/ 80.00', date: '27/11/2026 10:32' }, 400);
    let inMemory = 0;
    let mostInMemory = 0;
    const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', OCR_CONCURRENCY: String(LANES) });
    const reader = createVoucherReader(
      t.db,
      config,
      t.app.log,
      async () => {
        inMemory++;
        mostInMemory = Math.max(mostInMemory, inMemory);
        return Buffer.from(image);
      },
      async (bytes) => {
        try {
          await sharp(bytes).metadata();
          return parseVoucher([]);
        } finally {
          inMemory--;
        }
      },
    );
    const order = t.fx.orders.A.order;
    const remaining = async () =>
      Number(
        (
          await t.db.query<{ n: string }>(
            `SELECT count(*) AS n FROM voucher_readings WHERE order_id = $1 AND state <> 'done'`,
            [order],
          )
        )[0]?.n,
      );
    const noise = await idleNoise(server.port);
    const rssBefore = process.memoryUsage().rss;
    let rssMost = rssBefore;
    const { out, health, live, machine } = await whileAskingHealth(server.port, async () => {
      reader.start();
      const started = performance.now();
      // ten batches of fifty, one every second: as orders placed through the day's busiest minute
      for (let sent = 0; sent < VOUCHERS; sent += BATCH) {
        await t.db.tx(async (tx) => {
          await tx.query(
            `INSERT INTO order_vouchers (order_id, entity_id, file_key)
             SELECT $1, $2, 'vouchers/load-' || g FROM generate_series($3::int, $4::int) g`,
            [order, t.fx.entityA, sent, sent + BATCH - 1],
          );
          await enqueueReadings(tx, order);
        });
        reader.kick();
        await new Promise((r) => setTimeout(r, 1000));
      }
      const arrived = performance.now() - started;
      while ((await remaining()) > 0) {
        rssMost = Math.max(rssMost, process.memoryUsage().rss);
        await new Promise((r) => setTimeout(r, 250));
      }
      await reader.stop();
      return { arrived, seconds: (performance.now() - started) / 1000 };
    });
    console.info(
      `500 vouchers: arrived in ${(out.arrived / 1000).toFixed(1)} s, all read in ${out.seconds.toFixed(1)} s; /health worst ${health.worst.toFixed(0)} ms, /health/live ${live.worst.toFixed(0)} ms (machine ${machine.toFixed(0)} ms); at most ${mostInMemory} images in memory; RSS +${((rssMost - rssBefore) / 2 ** 20).toFixed(0)} MB`,
    );
    expect(out.arrived).toBeLessThan(60_000);
    expect(await remaining()).toBe(0);
    expect(mostInMemory).toBeLessThanOrEqual(LANES);
    expect(rssMost - rssBefore).toBeLessThan(256 * 2 ** 20);
    const goal = freeServerGoal(noise, { machine });
    expect(live.worst).toBeLessThan(goal);
    expect(health.worst).toBeLessThan(goal);
  });
});
