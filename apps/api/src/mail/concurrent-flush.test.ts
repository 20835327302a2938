// Two servers on one database flush the same outbox at once: each mail goes out exactly once (the claim takes
// due rows FOR UPDATE SKIP LOCKED and leases them).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { createMailer } from './mailer.js';

let t: TestApp;
let otherDir: string;
beforeAll(async () => {
  t = await startTestApp();
  otherDir = mkdtempSync(join(tmpdir(), 'edu-mailer-'));
});
afterAll(async () => {
  await t.close();
  rmSync(otherDir, { recursive: true, force: true });
});

const emlIn = (dataDir: string) => {
  try {
    return readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
};

it('sends each of 25 mails once when two mailers flush together', async () => {
  const first = t.app.services.mailer;
  const second = createMailer(
    t.db,
    loadConfig({ DATA_DIR: otherDir, LOG_LEVEL: 'silent' }),
    t.app.log,
    async () => null,
  );
  await t.db.tx(async (tx) => {
    for (let i = 0; i < 25; i++) {
      await first.enqueue(tx, { requestId: `bulk-${i}`, to: `alumno${i}@test.pe`, subject: 'Aviso', text: 'Hola' });
    }
  });

  let sent = 0;
  for (let round = 0; round < 5; round++) {
    const counts = await Promise.all([first.flush(), second.flush()]);
    sent += counts[0] + counts[1];
  }
  expect(sent).toBe(25);
  const files = [...emlIn(t.dataDir), ...emlIn(otherDir)];
  expect(files).toHaveLength(25);
  expect(new Set(files.map((f) => f.replace(/^\d+-/, ''))).size).toBe(25);
  const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'sent'`);
  expect(n).toBe(25);
});
