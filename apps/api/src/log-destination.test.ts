// The log destination (decision 0049): lines arrive whole and in order, and a destination that fails (here a closed
// descriptor; EPIPE in production) ends the logging without a throw or a retry.
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { stdoutLog } from './log-destination.js';

const dir = mkdtempSync(join(tmpdir(), 'edu-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lines = Array.from({ length: 2000 }, (_, i) => `${JSON.stringify({ level: 30, msg: `línea ${i}` })}\n`);

it('writes every line whole and in order, asynchronously', async () => {
  const file = join(dir, 'a.log');
  const fd = openSync(file, 'w');
  const log = stdoutLog(fd);
  for (const line of lines) log.write(line);
  for (let waited = 0; readFileSync(file, 'utf8').length < lines.join('').length && waited < 5000; waited += 20)
    await new Promise((r) => setTimeout(r, 20));
  closeSync(fd);
  expect(readFileSync(file, 'utf8')).toBe(lines.join(''));
});

it('gives up on a failing destination: no throw, no retry, later lines dropped', async () => {
  const fd = openSync(join(dir, 'b.log'), 'w');
  closeSync(fd);
  const log = stdoutLog(fd);
  log.write(lines[0]);
  await new Promise((r) => setTimeout(r, 100));
  expect(() => {
    for (const line of lines) log.write(line);
    log.flushSync();
  }).not.toThrow();
});
