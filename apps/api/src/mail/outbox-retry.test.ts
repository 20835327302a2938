// A mail whose sending fails is kept and retried later, never lost: the row stays pending with the error and a
// later attempt time, and a later flush with a working transport sends it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { useTestApp } from '../test/harness.js';
import { createMailer } from './mailer.js';

const { t } = useTestApp();

const outboxFiles = () => {
  try {
    return readdirSync(join(t.dataDir, 'outbox'));
  } catch {
    return [];
  }
};
const row = async () => {
  const [r] = await t.db.query<{ status: string; attempts: number; last_error: string | null; is_later: boolean }>(
    `SELECT status, attempts, last_error, next_attempt_at > now() AS is_later FROM mail_outbox WHERE request_id = 'retry'`,
  );
  return r;
};

it('keeps a mail the transport refused as pending, and sends it on a later attempt', async () => {
  // nothing listens on port 1 of the loopback: the SMTP connection is refused
  const refused = loadConfig({ DATA_DIR: t.dataDir, SMTP_URL: 'smtp://127.0.0.1:1', LOG_LEVEL: 'silent' });
  const broken = createMailer(t.db, refused, t.app.log, async () => null);
  await t.db.tx((tx) =>
    broken.enqueue(tx, { requestId: 'retry', to: 'coord.a@test.pe', subject: 'Invitación', text: 'Bienvenido' }),
  );

  expect(await broken.flush()).toBe(0);
  const failed = await row();
  expect(failed).toMatchObject({ status: 'pending', attempts: 1, is_later: true });
  expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);

  // not due yet: a working mailer leaves it alone
  const working = t.app.services.mailer;
  expect(await working.flush()).toBe(0);
  expect(outboxFiles()).toEqual([]);

  await t.db.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE request_id = 'retry'`);
  expect(await working.flush()).toBe(1);
  expect(outboxFiles()).toEqual([expect.stringMatching(/\.eml$/)]);
  expect(await row()).toMatchObject({ status: 'sent', attempts: 2 });
  expect(await working.flush()).toBe(0);
});
