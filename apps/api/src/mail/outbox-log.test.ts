// With no mail server, a recovery mail is written to DATA_DIR/outbox. In production (NODE_ENV=production) its link
// goes there only: whoever reads the server's log must not be able to take over the account.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auth } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { useTestApp } from '../test/harness.js';
import { createMailer } from './mailer.js';

const { t } = useTestApp();

/** asks for a recovery link for `email`, sends the outbox through a mailer of `nodeEnv`; answers its log and .eml */
async function recoverWith(nodeEnv: string, email: string) {
  const lines: string[] = [];
  const record = (...args: unknown[]) => lines.push(JSON.stringify(args));
  const log = { info: record, warn: record, error: record, debug: record } as never;
  const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', NODE_ENV: nodeEnv });
  const mailer = createMailer(t.db, config, log, async () => null);
  mkdirSync(join(t.dataDir, 'outbox'), { recursive: true });
  const before = new Set(readdirSync(join(t.dataDir, 'outbox')));
  expect((await t.call(auth.recoverPassword, { email })).status).toBe(200);
  expect(await mailer.flush()).toBe(1);
  const added = readdirSync(join(t.dataDir, 'outbox')).filter((f) => !before.has(f));
  expect(added).toHaveLength(1);
  const eml = readFileSync(join(t.dataDir, 'outbox', added[0]), 'utf8').replace(/=\r?\n/g, '');
  const token = /recover-password\/([A-Za-z0-9_-]+)/.exec(eml)?.[1];
  expect(token).toBeTruthy();
  return { log: lines.join('\n'), token: token as string };
}

describe('a recovery mail written to the outbox', () => {
  it('keeps its link out of the log in production, and the link works', async () => {
    const { log, token } = await recoverWith('production', t.fx.users.counterA.email);
    expect(log).toContain('mail written to the outbox');
    expect(log).toContain(t.fx.users.counterA.email);
    expect(log).not.toContain(token);
    expect(log).not.toContain('recover-password');
    expect((await t.call(auth.resetPassword, { check: true }, token)).status).toBe(200);
  });

  it('logs the link outside production (NODE_ENV unset: development), to save opening the file', async () => {
    const { log, token } = await recoverWith('development', t.fx.users.coordA.email);
    expect(log).toContain(`recover-password/${token}`);
  });
});
