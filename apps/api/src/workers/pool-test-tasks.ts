// A task table for the pool's own tests (pool.test.ts): a value, a refusal, a failure, a loop that never answers, a
// heap that grows without end, and work that keeps the thread's CPU busy for a while.
import { AppError } from '../errors.js';

export const TASKS = {
  echo: (input: { value: string }) => input.value,
  refuse: (input: { message: string }) => {
    throw new AppError('TOO_LARGE', input.message, { content: input.message });
  },
  fail: (input: { message: string }) => {
    throw new Error(input.message);
  },
  hang: (_input: Record<string, never>) => {
    for (;;);
  },
  hoard: (_input: Record<string, never>) => {
    const hoard: string[][] = [];
    for (;;) hoard.push(Array.from({ length: 1e5 }, (_, i) => `${i}-${hoard.length}`));
  },
  /** spins for `ms` milliseconds and answers when it started and ended (epoch ms) */
  spin: (input: { ms: number }) => {
    const started = Date.now();
    while (Date.now() - started < input.ms);
    return { started, ended: Date.now() };
  },
};
