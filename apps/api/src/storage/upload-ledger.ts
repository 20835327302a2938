// Uploads that never became a row. A file is stored while the call's body is read, before its transaction commits:
// a server killed in between would leave bytes nothing points at. Each key is noted before the first byte (reserve),
// the note is removed in the call's own transaction (settle), so a note older than any upload can take names a file of
// a call that never committed, and sweep() removes both. Temporary files of writes cut short are the driver's.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { Storage } from './storage.js';

/** longer than any upload can take (a 1 GiB video over a slow line), so that a live upload is never swept */
export const ABANDONED_AFTER_HOURS = 24;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const BATCH = 200;

export interface UploadLedger {
  /** notes a key before its first byte is stored (its own statement, committed at once) */
  reserve(key: string): Promise<void>;
  /** in the call's transaction: these files now belong to rows that commit with it */
  settle(tx: Db, keys: string[]): Promise<void>;
  /** after a failed call has deleted its files */
  forget(keys: string[]): Promise<void>;
  /** deletes the files of notes older than `hours` (and the notes); answers how many */
  sweep(hours?: number): Promise<number>;
  /** sweeps at once and then every hour, until stop() */
  start(): void;
  stop(): void;
}

export function createUploadLedger(db: Db, storage: Storage, log: FastifyBaseLogger): UploadLedger {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async (hours = ABANDONED_AFTER_HOURS) => {
    let removed = 0;
    for (;;) {
      const rows = await db.query<{ key: string }>(
        `SELECT key FROM upload_ledger WHERE started_at < now() - make_interval(hours => $1) ORDER BY started_at LIMIT ${BATCH}`,
        [hours],
      );
      for (const { key } of rows) {
        // the file first: a note is only forgotten once its file is gone (a failed delete is tried again next time)
        await storage.delete(key);
        await db.query('DELETE FROM upload_ledger WHERE key = $1', [key]);
        removed++;
      }
      if (rows.length < BATCH) return removed;
    }
  };
  const sweepLogged = () =>
    sweep().then(
      (n) => n && log.warn({ removed: n }, 'removed files of uploads that never committed'),
      (error) => log.warn({ err: error }, 'sweeping abandoned uploads failed; will try again'),
    );
  return {
    async reserve(key) {
      await db.query('INSERT INTO upload_ledger (key) VALUES ($1) ON CONFLICT (key) DO NOTHING', [key]);
    },
    async settle(tx, keys) {
      if (keys.length) await tx.query('DELETE FROM upload_ledger WHERE key = ANY($1::text[])', [keys]);
    },
    async forget(keys) {
      if (keys.length) await db.query('DELETE FROM upload_ledger WHERE key = ANY($1::text[])', [keys]);
    },
    sweep,
    start() {
      void sweepLogged();
      timer = setInterval(() => void sweepLogged(), SWEEP_EVERY_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
