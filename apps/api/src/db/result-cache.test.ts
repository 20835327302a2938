// The dashboards' cache alone: reuse within its seconds, one computation for concurrent callers, no failure kept,
// emptied by clear(), and off at 0.
import { describe, expect, it } from 'vitest';
import { createResultCache } from './result-cache.js';

const counter = () => {
  let calls = 0;
  return { compute: async () => ++calls, calls: () => calls };
};

describe('createResultCache', () => {
  it('reuses an answer for the same key and computes another key afresh', async () => {
    const cache = createResultCache(60);
    const c = counter();
    expect(await cache.get('a', c.compute)).toBe(1);
    expect(await cache.get('a', c.compute)).toBe(1);
    expect(await cache.get('b', c.compute)).toBe(2);
  });

  it('computes once for callers that arrive together', async () => {
    const cache = createResultCache(60);
    const c = counter();
    const answers = await Promise.all([
      cache.get('a', c.compute),
      cache.get('a', c.compute),
      cache.get('a', c.compute),
    ]);
    expect(answers).toEqual([1, 1, 1]);
    expect(c.calls()).toBe(1);
  });

  it('keeps no failure, and computes afresh after clear()', async () => {
    const cache = createResultCache(60);
    await expect(cache.get('a', () => Promise.reject(new Error('caída')))).rejects.toThrow('caída');
    const c = counter();
    expect(await cache.get('a', c.compute)).toBe(1);
    cache.clear();
    expect(await cache.get('a', c.compute)).toBe(2);
  });

  it('computes every time at 0 seconds', async () => {
    const cache = createResultCache(0);
    const c = counter();
    await cache.get('a', c.compute);
    await cache.get('a', c.compute);
    expect(c.calls()).toBe(2);
  });
});
