// The parse pool (decision 0046): tasks run in threads while the event loop stays free, refusals come back as the
// same AppError, a thread past its time or heap is ended and replaced, at most `size` run at once, and closing ends
// every thread (a test file or a server that closes never waits on them).
import { M } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { createPool, type PoolOptions } from './pool.js';
import type { TASKS } from './pool-test-tasks.js';

const options = (over: Partial<PoolOptions> = {}): PoolOptions => ({
  tasks: new URL('./pool-test-tasks.ts', import.meta.url),
  size: 1,
  timeoutMs: 10_000,
  heapMb: 64,
  ...over,
});

/** the longest the event loop went without running a 5 ms timer while fn ran */
async function loopStall<T>(fn: () => Promise<T>): Promise<{ out: T; worst: number }> {
  let worst = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
  }, 5);
  try {
    return { out: await fn(), worst };
  } finally {
    clearInterval(timer);
  }
}

describe('createPool', () => {
  it('answers a task from a thread while the event loop stays free', async () => {
    const pool = createPool<typeof TASKS>(options());
    try {
      expect(await pool.run('echo', { value: 'hola' })).toBe('hola');
      // a second of work in the thread; on the loop it would stall every timer for that second (the bound leaves room
      // for a machine whose other core is busy too)
      const { out, worst } = await loopStall(() => pool.run('spin', { ms: 1000 }));
      expect(out.ended - out.started).toBeGreaterThanOrEqual(1000);
      expect(worst).toBeLessThan(300);
    } finally {
      await pool.close();
    }
  });

  it('passes a refusal back as the AppError it was (code, message, fields) and a failure as a plain error', async () => {
    const pool = createPool<typeof TASKS>(options());
    try {
      const refused = await pool.run('refuse', { message: 'Demasiado' }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: 'TOO_LARGE', message: 'Demasiado', fields: { content: 'Demasiado' } });
      const failed = await pool.run('fail', { message: 'roto' }).catch((e: unknown) => e);
      expect(failed).not.toBeInstanceOf(AppError);
      expect((failed as Error).stack).toContain('roto');
      // the thread goes on serving
      expect(await pool.run('echo', { value: 'sigue' })).toBe('sigue');
    } finally {
      await pool.close();
    }
  });

  it('ends a thread past its time or its heap, refusing its task (413), and serves the next task on a new one', async () => {
    const tooComplex = { code: 'TOO_LARGE', message: M.FILE_TOO_COMPLEX };
    const timed = createPool<typeof TASKS>(options({ timeoutMs: 500 }));
    // a heap of 32 MB is filled long before the minute is up
    const small = createPool<typeof TASKS>(options({ timeoutMs: 60_000, heapMb: 32 }));
    try {
      await expect(timed.run('hang', {})).rejects.toMatchObject(tooComplex);
      expect(await timed.run('echo', { value: 'otra vez' })).toBe('otra vez');
      await expect(small.run('hoard', {})).rejects.toMatchObject(tooComplex);
      expect(await small.run('echo', { value: 'y otra' })).toBe('y otra');
    } finally {
      await Promise.all([timed.close(), small.close()]);
    }
  });

  it('runs at most `size` tasks at once; the others wait in line', async () => {
    const pool = createPool<typeof TASKS>(options({ size: 2 }));
    try {
      const runs = await Promise.all([1, 2, 3].map(() => pool.run('spin', { ms: 300 })));
      const [a, b, c] = runs.sort((x, y) => x.started - y.started);
      // never three at once: the third starts after one of the first two ended. (That the first two overlap is not
      // promised: on a busy machine the second thread may get its first slice only after the first task ended.)
      expect(c.started).toBeGreaterThanOrEqual(Math.min(a.ended, b.ended));
    } finally {
      await pool.close();
    }
  });

  it('refuses the tasks in line and ends the threads when closed', async () => {
    const pool = createPool<typeof TASKS>(options());
    // the refusals are awaited after close(): caught now, so that they are never unhandled meanwhile
    const running = pool.run('spin', { ms: 5000 }).catch((e: Error) => e);
    const waiting = pool.run('echo', { value: 'nunca' }).catch((e: Error) => e);
    const started = performance.now();
    await pool.close();
    expect(await running).toBeInstanceOf(Error);
    expect(await waiting).toMatchObject({ message: expect.stringContaining('closed') });
    expect(performance.now() - started).toBeLessThan(2000);
    await expect(pool.run('echo', { value: 'x' })).rejects.toThrow('closed');
  });
});
