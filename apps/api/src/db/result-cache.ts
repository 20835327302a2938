// The dashboards' answers, reused for a few seconds (docs/decisions/0039-metrics-and-dashboards.md). A dashboard adds
// up every order, enrolment and membership of an entity: at 200,000 orders that is a few hundred milliseconds of the
// database, and an admin who opens Resumen, switches the period and comes back asks the same again. Like the lists'
// totals (count-cache.ts): one computation for the callers that arrive while it runs, none kept when it fails, and any
// write through this server empties it at once (rpc/dispatcher.ts). 0 turns it off (the tests).
export interface ResultCache {
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
}

const MAX_ENTRIES = 500;

export function createResultCache(seconds: number): ResultCache {
  if (seconds <= 0) return { get: (_key, compute) => compute(), clear: () => {} };
  const entries = new Map<string, { until: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, compute: () => Promise<T>) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.until > now) return hit.value as Promise<T>;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      const value = compute();
      entries.set(key, { until: now + seconds * 1000, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
}
