// The bench's voucher section (decision 0060): the reading's accuracy on the 72 fixture receipts (per field, per
// source, clean and noisy, time per image, wrong values at or above the trusted confidence), then a load of small real
// receipts through tesseract, `lanes` at a time, with the event loop watched meanwhile.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { type Accuracy, measureReading, printAccuracy } from '../ocr/accuracy.js';
import { svgVoucherPng } from '../ocr/fixtures/svg-voucher.js';
import { readVoucher } from '../ocr/reader.js';

export interface VoucherBench {
  accuracy: Omit<Accuracy, 'misses'>;
  seconds: number;
  load: { vouchers: number; lanes: number; seconds: number; perMinute: number; exact: number; loopWorstMs: number };
}

export async function benchVoucherReading(lanes: number, vouchers: number): Promise<VoucherBench> {
  const { accuracy, seconds } = await measureReading(lanes);
  printAccuracy(accuracy, seconds);
  console.log(`Carga: ${vouchers} vouchers pequeños leídos con tesseract, ${lanes} a la vez…`);
  const images = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      svgVoucherPng({ operation: `5${String(i).repeat(7)}`, amount: `S/ ${i + 1}0.50`, date: '27/11/2026 10:32' }, 600),
    ),
  );
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  let next = 0;
  let exact = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < vouchers) {
        const i = next++ % images.length;
        const f = await readVoucher(images[i] as Buffer);
        if (f.operation_number === `5${String(i).repeat(7)}` && f.amount === `${i + 1}0.50`) exact++;
      }
    }),
  );
  const loadSeconds = (performance.now() - started) / 1000;
  delay.disable();
  const load = {
    vouchers,
    lanes,
    seconds: Math.round(loadSeconds * 10) / 10,
    perMinute: Math.round((vouchers / loadSeconds) * 60),
    exact,
    loopWorstMs: Math.round(delay.max / 1e6),
  };
  console.log(
    `  ${vouchers} leídos en ${load.seconds} s (${load.perMinute} por minuto), ${exact} exactos; bucle de eventos: máx ${load.loopWorstMs} ms`,
  );
  const { misses: _misses, ...summary } = accuracy;
  return { accuracy: summary, seconds, load };
}
