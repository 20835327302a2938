// The totals of the big lists, reused for a few seconds. Counting 100,000 memberships or 30,000 pending orders is
// most of a page's cost at scale (docs/performance.md), and the total of a list does not depend on the page asked
// for: every page of the same list and filter reuses one count for LIST_COUNT_CACHE_SECONDS. Any write through this
// server empties the cache at once (rpc/dispatcher.ts), so a person sees their own change counted; a write through
// another instance is counted within twice those seconds. 0 turns it off (the tests).
//
// When a total's seconds are up, the next caller does not wait for the new count: for as many seconds again it gets
// the total it would have got a moment before, while one count runs for the callers after it (decision 0045: the
// callers that arrived together used to wait 80-130 ms on the enrolled students' count, the p99 of the list). That
// count runs on the server's own connection (`db` here), never on the caller's transaction, which may be over by then.
// An emptied cache (a write) and an older total are counted while the caller waits, as before.
import type { Db } from './client.js';

/** runs a `SELECT count(*)::int AS n …` statement, or answers its recent result */
export type CountFn = (db: Db, sql: string, params: unknown[]) => Promise<number>;

export const countNow: CountFn = async (db, sql, params) => (await db.query<{ n: number }>(sql, params))[0].n;

export interface CountCache {
  count: CountFn;
  clear(): void;
}

const MAX_ENTRIES = 1000;

interface Entry {
  /** reused as it is until then */
  until: number;
  /** after `until` and before this, answered at once while one count runs */
  staleUntil: number;
  n: Promise<number>;
  refreshing: boolean;
}

export function createCountCache(seconds: number, serverDb: Db): CountCache {
  const entries = new Map<string, Entry>();
  if (seconds <= 0) return { count: countNow, clear: () => {} };
  const ms = seconds * 1000;
  const entry = (n: Promise<number>, now: number): Entry => ({ until: now + ms, staleUntil: now + 2 * ms, n, refreshing: false });

  /** counts again on the server's connection; the new total replaces `old` unless a write emptied the cache meanwhile */
  const refresh = (key: string, old: Entry, sql: string, params: unknown[]) => {
    old.refreshing = true;
    countNow(serverDb, sql, params).then(
      (n) => {
        if (entries.get(key) === old) entries.set(key, entry(Promise.resolve(n), Date.now()));
      },
      () => {
        old.refreshing = false;
      },
    );
  };

  return {
    count(db, sql, params) {
      const key = `${sql}\u0000${JSON.stringify(params)}`;
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.n;
      if (hit && hit.staleUntil > now) {
        if (!hit.refreshing) refresh(key, hit, sql, params);
        return hit.n;
      }
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      // one count for the callers that arrive while it runs; a failed count is not kept
      const n = countNow(db, sql, params);
      entries.set(key, entry(n, now));
      n.catch(() => {
        if (entries.get(key)?.n === n) entries.delete(key);
      });
      return n;
    },
    clear: () => entries.clear(),
  };
}
