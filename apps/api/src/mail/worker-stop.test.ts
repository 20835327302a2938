// stop() ends the outbox worker for good, even when it is called while a flush is under way (as on shutdown).
import { afterEach, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/env.js';
import type { Db } from '../db/client.js';
import { createMailer } from './mailer.js';

afterEach(() => vi.useRealTimers());

it('schedules no further flush after stop(), even when stopped mid-flush', async () => {
  vi.useFakeTimers();
  let release: () => void = () => {};
  const queries: string[] = [];
  // a database whose first query waits until the test releases it: the flush is under way meanwhile
  const db = {
    kind: 'pglite',
    async query(text: string) {
      queries.push(text);
      if (queries.length === 1) await new Promise<void>((r) => (release = r));
      return [];
    },
  } as unknown as Db;
  const noLog = { info() {}, warn() {}, error() {} } as never;
  const mailer = createMailer(
    db,
    loadConfig({ DATA_DIR: '/nonexistent', LOG_LEVEL: 'silent' }),
    noLog,
    async () => null,
  );

  mailer.start();
  await vi.advanceTimersByTimeAsync(500);
  expect(queries).toHaveLength(1);
  const stopping = mailer.stop();
  release();
  await stopping;
  await vi.advanceTimersByTimeAsync(60_000);
  expect(queries).toHaveLength(1);
  expect(vi.getTimerCount()).toBe(0);
});

it('stops cleanly when the flush under way fails', async () => {
  vi.useFakeTimers();
  let fail: (error: Error) => void = () => {};
  const db = {
    kind: 'pglite',
    query: () => new Promise((_, reject) => (fail = reject)),
  } as unknown as Db;
  const errors: unknown[] = [];
  const log = { info() {}, warn() {}, error: (...args: unknown[]) => errors.push(args) } as never;
  const mailer = createMailer(db, loadConfig({ DATA_DIR: '/nonexistent', LOG_LEVEL: 'silent' }), log, async () => null);

  mailer.start();
  await vi.advanceTimersByTimeAsync(500);
  const stopping = mailer.stop();
  fail(new Error('the database went away'));
  await expect(stopping).resolves.toBeUndefined();
  expect(errors).toHaveLength(1);
});
