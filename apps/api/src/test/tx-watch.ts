// Times every outermost transaction the app opens, on either engine: how long a call holds the database (on PGlite,
// everyone's one connection; on PostgreSQL, the rows and locks it took). Nested transactions join the outer one.
import type { Db } from '../db/client.js';

export interface TxSeen {
  /** outermost transactions ended */
  count: number;
  /** the longest, in ms */
  longest: number;
}

/** Watches db's transactions while fn runs. */
export async function whileTimingTransactions<T>(db: Db, fn: () => Promise<T>): Promise<{ out: T; tx: TxSeen }> {
  const original = db.tx;
  const durations: number[] = [];
  db.tx = async <R>(body: (tx: Db) => Promise<R>) => {
    const started = performance.now();
    try {
      return (await original.call(db, body)) as R;
    } finally {
      durations.push(performance.now() - started);
    }
  };
  try {
    const out = await fn();
    return { out, tx: { count: durations.length, longest: Math.max(0, ...durations) } };
  } finally {
    db.tx = original;
  }
}
