// Parsing whose time grows with what a caller sends runs in worker threads, not on the server's event loop
// (docs/decisions/0046-files-that-expand.md): while a spreadsheet or a question bank is parsed, /health and everyone
// else's calls are answered. A small pool: threads start at the first task and stay; tasks past them wait in line.
// A thread that runs out of its heap or its time is ended, its task refused and the thread replaced.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { M } from '@edu/shared';
import { AppError, type ErrorCode } from '../errors.js';
import type { TASKS } from './tasks.js';

export type TaskTable = Record<string, (input: never) => unknown>;
export type Request = { id: number; task: string; input: unknown };
export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; refusal: { code: ErrorCode; message: string; fields?: Record<string, string> } }
  | { id: number; ok: false; failure: string };

export interface PoolOptions {
  /** the module (its URL) whose `TASKS` the threads run */
  tasks: URL;
  /** threads at most */
  size: number;
  /** a task still running after this is refused and its thread ended */
  timeoutMs: number;
  /** each thread's heap (V8's old generation): a parse past it ends its thread, not the server */
  heapMb: number;
}

export interface Pool<T extends TaskTable> {
  run<K extends keyof T & string>(task: K, input: Parameters<T[K]>[0]): Promise<Awaited<ReturnType<T[K]>>>;
  /** ends every thread; queued tasks are refused */
  close(): Promise<void>;
}

interface Job {
  request: Request;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}
interface Slot {
  worker: Worker;
  /** the thread has loaded its tasks: a task's time counts from then */
  ready: boolean;
  job: Job | null;
  timer?: NodeJS.Timeout;
  /** why the thread is being ended, for its task's refusal */
  ending?: Error;
}

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);
const tooComplex = () => new AppError('TOO_LARGE', M.FILE_TOO_COMPLEX);

export function createPool<T extends TaskTable>(opts: PoolOptions): Pool<T> {
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(ENTRY, {
      workerData: { tasks: opts.tasks.href },
      // the parent's flags (tsx's, vitest's) are not for this thread: worker-entry.mjs registers tsx itself
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: opts.heapMb },
    });
    const slot: Slot = { worker, ready: false, job: null };
    worker.on('message', (reply: Reply | { ready: true }) => {
      if ('ready' in reply) {
        slot.ready = true;
        startClock(slot);
      } else settle(slot, reply);
    });
    // an error thrown outside a task, or the heap's limit (ERR_WORKER_OUT_OF_MEMORY); 'exit' follows
    worker.on('error', (error) => {
      slot.ending ??= (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex() : error;
    });
    worker.on('exit', () => {
      slots.delete(slot);
      clearTimeout(slot.timer);
      slot.job?.reject(slot.ending ?? new Error('a parse thread ended'));
      slot.job = null;
      pump();
    });
    slots.add(slot);
    return slot;
  }

  function settle(slot: Slot, reply: Reply) {
    const job = slot.job;
    if (!job || job.request.id !== reply.id) return;
    clearTimeout(slot.timer);
    slot.job = null;
    // an idle thread does not keep the process alive (a script, a test file that never closes its app)
    slot.worker.unref();
    if (reply.ok) job.resolve(reply.value);
    else if ('refusal' in reply)
      job.reject(new AppError(reply.refusal.code, reply.refusal.message, reply.refusal.fields));
    else job.reject(Object.assign(new Error('a parse failed in its thread'), { stack: reply.failure }));
    pump();
  }

  function startClock(slot: Slot) {
    if (!slot.ready || !slot.job) return;
    slot.timer = setTimeout(() => {
      slot.ending = tooComplex();
      void slot.worker.terminate();
    }, opts.timeoutMs);
  }

  function pump() {
    while (!closed && queue.length) {
      const slot = [...slots].find((s) => !s.job) ?? (slots.size < opts.size ? spawn() : null);
      if (!slot) return;
      const job = queue.shift() as Job;
      slot.job = job;
      slot.worker.ref();
      startClock(slot);
      slot.worker.postMessage(job.request);
    }
  }

  return {
    run(task, input) {
      if (closed) return Promise.reject(new Error('the parse pool is closed'));
      return new Promise((resolve, reject) => {
        queue.push({ request: { id: nextId++, task, input }, resolve: resolve as Job['resolve'], reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the parse pool is closed'));
      await Promise.all(
        [...slots].map((slot) => {
          slot.ending ??= new Error('the parse pool is closed');
          return slot.worker.terminate();
        }),
      );
    },
  };
}

// ── The server's pool: one per process, shared by every app built in it (tests build several) ──

/** one thread a core beyond the first, at most two: the other core serves calls (and PostgreSQL, on a small box) */
const SIZE = Math.min(2, Math.max(1, availableParallelism() - 1));
const PARSE_OPTIONS: PoolOptions = {
  tasks: new URL('./tasks.ts', import.meta.url),
  size: SIZE,
  // the largest legitimate parse measured takes about 1.3 s (a 50,000-row sheet); a minute is a parse gone wrong
  timeoutMs: 60_000,
  heapMb: 512,
};
let shared: Pool<typeof TASKS> | null = null;
let holders = 0;

/** Runs a parse of tasks.ts in the process's pool, started at its first task. */
export function parseOffLoop<K extends keyof typeof TASKS>(
  task: K,
  input: Parameters<(typeof TASKS)[K]>[0],
): Promise<Awaited<ReturnType<(typeof TASKS)[K]>>> {
  shared ??= createPool<typeof TASKS>(PARSE_OPTIONS);
  return shared.run(task, input);
}

/** Each app holds the pool while it is open (buildApp); the last to close ends its threads. Returns the release. */
export function holdParsePool(): () => Promise<void> {
  holders += 1;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0 || !shared) return;
    const pool = shared;
    shared = null;
    await pool.close();
  };
}
