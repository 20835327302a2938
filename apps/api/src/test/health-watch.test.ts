// The measure the '/health within 100 ms' tests rely on: the control on its own thread sees the machine's noise, not
// the server's; a server that holds its event loop still fails the goal however the machine is doing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness.js';
import { freeServerGoal, idleNoise, listeningTestApp, whileAskingHealth } from './health-watch.js';
import { whileWatchingLoop } from './loop-watch.js';

let t: TestApp;
let port: number;
beforeAll(async () => {
  ({ t, port } = await listeningTestApp());
});
afterAll(async () => {
  await t.close();
});

/** Holds the event loop (the server's and the askers') for ms, as a parser run on it would. */
const holdLoop = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('whileAskingHealth', () => {
  it('fails the goal of a server that holds its event loop for 1.5 s, while the control stays fast', async () => {
    const noise = await idleNoise(port);
    const seen = await whileAskingHealth(port, () =>
      whileWatchingLoop(async () => {
        await new Promise((r) => setTimeout(r, 50));
        holdLoop(1500);
        await new Promise((r) => setTimeout(r, 50));
      }),
    );
    const { loopWorst } = seen.out;
    expect(loopWorst).toBeGreaterThanOrEqual(1450);
    expect(seen.machine).toBeLessThan(loopWorst);
    expect(loopWorst).toBeGreaterThan(freeServerGoal(noise, seen));
  });

  it('passes a server that holds nothing', async () => {
    const noise = await idleNoise(port);
    const seen = await whileAskingHealth(port, () => new Promise((r) => setTimeout(r, 300)));
    expect(seen.health.answers).toBeGreaterThan(0);
    expect(seen.health.worst).toBeLessThan(freeServerGoal(noise, seen));
  });
});
