// Fixed-window counters kept in the database, so that every instance of the server shares them.
// Over the limit a caller waits for the window to end; the account itself is never locked.
import type { Db } from '../db/client.js';

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
