// A CPU hog for measuring the journeys on a busy machine (docs/decisions/0059-journeys-under-load.md): N worker threads
// that spin for T seconds, then exit. Each thread is one runnable task, so on an otherwise idle machine the load
// average climbs towards N (over a minute: it is a moving average).
//   node scripts/cpu-hog.mjs [threads=12] [seconds=300]
// It stops by itself after T seconds, and on Ctrl-C or SIGTERM.
import { availableParallelism, loadavg } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

if (isMainThread) {
  const threads = Number(process.argv[2] ?? 12);
  const seconds = Number(process.argv[3] ?? 300);
  if (!Number.isInteger(threads) || threads < 1 || threads > 64 || !(seconds > 0 && seconds <= 3600)) {
    console.error('usage: node scripts/cpu-hog.mjs [threads 1-64] [seconds 1-3600]');
    process.exit(2);
  }
  const until = Date.now() + seconds * 1000;
  const workers = Array.from(
    { length: threads },
    () => new Worker(new URL(import.meta.url), { workerData: { until } }),
  );
  const stop = () => {
    for (const worker of workers) void worker.terminate();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(
    `cpu-hog: ${threads} busy threads for ${seconds} s on ${availableParallelism()} cores (pid ${process.pid})`,
  );
  const report = setInterval(() => {
    const [one, five] = loadavg();
    console.log(`cpu-hog: load average ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min)`);
  }, 15_000);
  let left = workers.length;
  for (const worker of workers) {
    worker.on('exit', () => {
      left -= 1;
      if (left === 0) {
        clearInterval(report);
        console.log('cpu-hog: done');
      }
    });
  }
} else {
  // spin in slices, so that a terminate() is seen between them
  const { until } = workerData;
  let x = 0;
  while (Date.now() < until) {
    for (let i = 0; i < 1e6; i++) x = (x * 31 + i) % 1_000_003;
  }
  parentPort?.postMessage(x);
}
