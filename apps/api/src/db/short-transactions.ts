// Long work in short transactions (docs/decisions/0047-short-transactions.md). PGlite has one connection and runs in
// this thread: a transaction makes every other call wait until it ends, and statements that follow one another by
// promise alone never let the event loop take a new request. Work over many rows (a bulk file, step 17's bank
// statements) goes in batches sized by the clock, with the event loop given back between two.
import type { Db } from './client.js';

/**
 * How long one batch may hold the database. A batch is a handful of statements whatever its size, but each row costs
 * on PGlite about a millisecond per statement (indexes, the rollup triggers): 25 lines of a bulk enrolment held it
 * 50-150 ms. So a batch starts with FIRST_SIZE (one: the first statements of a fresh process are the slowest) and each next one is sized from the last one's time to take about
 * TARGET_MS (between 1 and MAX_SIZE): 2-10 lines on a quiet machine, a single one on a very busy one.
 */
const TARGET_MS = 10;
const FIRST_SIZE = 1;
const MAX_SIZE = 50;

/** Lets the event loop take what came meanwhile (a /health, another person's call) before going on. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs step again and again, each time in its own transaction with a size sized by the clock, until it answers 0
 * (nothing left); between two, others get the event loop and the database.
 */
export async function inShortTransactions(db: Db, step: (tx: Db, size: number) => Promise<number>) {
  let size = FIRST_SIZE;
  for (;;) {
    await yieldToOthers();
    const started = performance.now();
    const done = await db.tx((tx) => step(tx, size));
    if (done === 0) return;
    const ratio = TARGET_MS / Math.max(performance.now() - started, 1);
    size = Math.max(1, Math.min(MAX_SIZE, Math.round(size * Math.min(2, ratio))));
  }
}

/** Runs fn over items `size` at a time (work on the event loop, not in a transaction), yielding between two. */
export async function inSlices<T, R>(items: T[], size: number, fn: (slice: T[]) => R | Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    if (i > 0) await yieldToOthers();
    out.push(await fn(items.slice(i, i + size)));
  }
  return out;
}
