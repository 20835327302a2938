// The totals of the big lists, reused for a few seconds. Counting 100,000 memberships or 30,000 pending orders is
// most of a page's cost at scale (docs/performance.md), and the total of a list does not depend on the page asked
// for: every page of the same list and filter reuses one count for LIST_COUNT_CACHE_SECONDS. Any write through this
// server empties the cache at once (rpc/dispatcher.ts), so a person sees their own change counted; a write through
// another instance is counted within those seconds. 0 turns it off (the tests).
import type { Db } from './client.js';

/** runs a `SELECT count(*)::int AS n …` statement, or answers its recent result */
export type CountFn = (db: Db, sql: string, params: unknown[]) => Promise<number>;

export const countNow: CountFn = async (db, sql, params) => (await db.query<{ n: number }>(sql, params))[0].n;

export interface CountCache {
  count: CountFn;
  clear(): void;
}

const MAX_ENTRIES = 1000;

export function createCountCache(seconds: number): CountCache {
  const entries = new Map<string, { until: number; n: Promise<number> }>();
  if (seconds <= 0) return { count: countNow, clear: () => {} };
  return {
    count(db, sql, params) {
      const key = `${sql}\u0000${JSON.stringify(params)}`;
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.n;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      // one count for the callers that arrive while it runs; a failed count is not kept
      const n = countNow(db, sql, params);
      entries.set(key, { until: now + seconds * 1000, n });
      n.catch(() => {
        if (entries.get(key)?.n === n) entries.delete(key);
      });
      return n;
    },
    clear: () => entries.clear(),
  };
}
