// The voucher reader (decision 0060): a worker over the voucher_readings queue, as the mail outbox's is. Handlers only
// enqueue (in the order's transaction); this claims due rows with a lease, `OCR_CONCURRENCY` at a time, reads each
// image in a tesseract child process and writes the fields. One image per lane is in memory at a time. Started with
// the server, stopped on close; a row whose reader died is read again once its lease runs out.
import { execFile } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.js';
import type { Db } from '../db/client.js';
import { polling } from '../workers/polling.js';
import { parseVoucher } from './parse-voucher.js';
import { claimReading, enqueueReadings, failReading, releaseReading, saveReading } from './readings.queries.js';
import { readImage, TesseractMissing } from './tesseract.js';
import type { VoucherFields } from './voucher-fields.js';

export interface VoucherReader {
  /** queues the order's vouchers for reading, inside the caller's transaction */
  enqueue(db: Db, orderId: string): Promise<void>;
  /** reads everything due now; answers how many were read (done or failed) */
  flush(): Promise<number>;
  /** asks the running worker to read soon (after a commit that queued vouchers); no-op when not started */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

export type VoucherEngine = (image: Buffer) => Promise<VoucherFields>;
/**
 * How a reading's result is written, in its transaction: the server's takes the entity's matching lock, writes it and
 * matches the entity's orders again (decision 0062). The lock comes before the write, as in every handler that locks
 * a row and then matches: a resubmitted order deletes its old vouchers' readings under that lock, so the two never
 * wait for each other's locks the other way round.
 */
export type WriteReading = (tx: Db, entityId: string, write: () => Promise<void>) => Promise<void>;

export const readVoucher: VoucherEngine = async (image) => parseVoucher(await readImage(image));

const POLL_MS = 2000;
/** an image that failed this many times (unreadable bytes, a timeout) is 'failed': the counter reads it by eye */
export const MAX_ATTEMPTS = 3;

export function createVoucherReader(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  imageOf: (key: string) => Promise<Buffer | null>,
  engine: VoucherEngine = readVoucher,
  writeReading: WriteReading = (_tx, _entityId, write) => write(),
): VoucherReader {
  /** tesseract is not installed: said once, and rows stay 'queued' until a server that has it reads them */
  let isMissing = false;

  async function readOne(): Promise<boolean> {
    if (isMissing || loop.isStopped) return false;
    const row = await claimReading(db, config.OCR_LEASE_SECONDS);
    if (!row) return false;
    try {
      const image = await imageOf(row.file_key);
      if (!image) {
        await failReading(db, row.voucher_id, 'the voucher image is missing', null);
        return true;
      }
      const fields = await engine(image);
      await db.tx((tx) => writeReading(tx, row.entity_id, () => saveReading(tx, row.voucher_id, fields)));
    } catch (error) {
      if (error instanceof TesseractMissing) {
        isMissing = true;
        log.error('tesseract is not installed (apt-get install tesseract-ocr tesseract-ocr-spa): vouchers stay unread');
        await releaseReading(db, row.voucher_id);
        return false;
      }
      const last = row.attempts >= MAX_ATTEMPTS;
      log.warn({ err: error, voucherId: row.voucher_id, attempts: row.attempts }, 'voucher not read');
      await failReading(db, row.voucher_id, String((error as Error).message), last ? null : 30 * 2 ** row.attempts);
    }
    return true;
  }

  async function readDue(): Promise<number> {
    let read = 0;
    const lane = async () => {
      while (await readOne()) read++;
    };
    await Promise.all(Array.from({ length: Math.max(1, config.OCR_CONCURRENCY) }, lane));
    return read;
  }

  const loop = polling({
    pass: readDue,
    pollMs: POLL_MS,
    firstMs: 500,
    log,
    failure: 'voucher reader failed',
    goesOn: () => !isMissing,
  });

  return {
    enqueue: (tx, orderId) => enqueueReadings(tx, orderId),
    flush: loop.flush,
    kick: loop.kick,
    start() {
      if (config.OCR_CONCURRENCY === 0) return;
      execFile('tesseract', ['--version'], (error) => {
        if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
          isMissing = true;
          log.error(
            'tesseract is not installed (apt-get install tesseract-ocr tesseract-ocr-spa): vouchers stay unread',
          );
        }
      });
      loop.start();
    },
    stop: loop.stop,
  };
}
