// The loop of the server's background queues (the mail outbox, the voucher reader, the receipts' sender): one pass at
// a time over what is due, started again after each pass ends, asked for sooner after a commit that queued work, and
// stopped so that a pass under way finishes and no new one starts on a closing database.
import type { FastifyBaseLogger } from 'fastify';

export interface Polling {
  /** runs a pass now, or joins the one under way; answers how many items it handled */
  flush(): Promise<number>;
  /** asks the running worker for a pass soon; no-op when it was not started or is stopped */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
  readonly isStopped: boolean;
}

export function polling(o: {
  /** one pass over what is due */
  pass: () => Promise<number>;
  pollMs: number;
  /** the wait before the first pass after start() */
  firstMs: number;
  log: FastifyBaseLogger;
  /** the log's words when a pass fails */
  failure: string;
  /** false: poll no more after this pass (what the pass needs is missing) */
  goesOn?: () => boolean;
}): Polling {
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let isStopped = false;
  let running: Promise<number> | undefined;

  const flush = () => {
    running ??= o.pass().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    flush,
    get isStopped() {
      return isStopped;
    },
    kick() {
      if (started && !isStopped) void flush().catch((error) => o.log.error({ err: error }, o.failure));
    },
    start() {
      started = true;
      isStopped = false;
      const tick = () => {
        flush()
          .catch((error) => o.log.error({ err: error }, o.failure))
          .finally(() => {
            // stop() may have run while this pass was under way: its clearTimeout found no timer to clear, so
            // without this check the worker went on polling a closed database after shutdown
            if (isStopped || o.goesOn?.() === false) return;
            timer = setTimeout(tick, o.pollMs);
            timer.unref();
          });
      };
      timer = setTimeout(tick, o.firstMs);
      timer.unref();
    },
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      // the tick has already logged a failed pass; shutdown must not fail because of it
      await running?.catch(() => {});
    },
  };
}
