// The longest the event loop was held while fn ran. The tests and the server share one process, so this is the
// server's loop: a parse on it shows here whole, where an HTTP asker (health-watch.ts) sees it only if one of its
// requests happened to be in flight when the parse began (between requests it sleeps on the same held loop).
import { monitorEventLoopDelay } from 'node:perf_hooks';

export async function whileWatchingLoop<T>(fn: () => Promise<T>): Promise<{ out: T; loopWorst: number }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  try {
    const out = await fn();
    return { out, loopWorst: delay.max / 1e6 };
  } finally {
    delay.disable();
  }
}
