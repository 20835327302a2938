// What the server is answering now, as the background work that can wait reads it (decision 0063): the receipts'
// sender holds back while people's calls are being answered, so that sending to SUNAT never makes them wait.
import type { FastifyInstance } from 'fastify';

export interface Activity {
  /** no call under way, and none answered in the last `ms` */
  isQuiet(ms: number): boolean;
}

export function trackActivity(app: FastifyInstance): Activity {
  let active = 0;
  let lastEnd = 0;
  app.addHook('onRequest', async () => {
    active += 1;
  });
  app.addHook('onResponse', async () => {
    active -= 1;
    lastEnd = performance.now();
  });
  return { isQuiet: (ms) => active === 0 && performance.now() - lastEnd >= ms };
}

/** Waits until `activity` has been quiet for `quietMs`, or `maxMs` passed: the work that waits is never starved. */
export async function whenQuiet(activity: Activity | null, quietMs: number, maxMs: number): Promise<void> {
  const until = performance.now() + maxMs;
  while (activity && !activity.isQuiet(quietMs) && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(quietMs, 10)));
  }
}
