// Fixed-window counters kept in the database, so that every instance of the server shares them.
// Over the limit a caller waits for the window to end; the account itself is never locked.
import type { Db } from '../db/client.js';

/** Counts one more on `key` (a new window once the last one has ended); answers the count in this window. */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.window_start < now() - make_interval(secs => $2) THEN 1 ELSE rate_limits.count + 1 END,
       window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => $2) THEN now() ELSE rate_limits.window_start END
     RETURNING count`,
    [key, windowSeconds],
  );
  return row.count;
}

/** Takes back one count of `key` (an attempt that turned out not to count). */
export async function takeBack(db: Db, key: string): Promise<void> {
  await db.query('UPDATE rate_limits SET count = GREATEST(count - 1, 0) WHERE key = $1', [key]);
}

/** Forgets every count of `key`. */
export async function forget(db: Db, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
}
