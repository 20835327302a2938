// Secrets not given in the environment are generated once and kept in DATA_DIR (mode 0600), never logged.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './env.js';

export interface Secrets {
  /** HMAC key of signed file links */
  signingKey: Buffer;
  /** AES-256-GCM key of credentials at rest */
  encryptionKey: Buffer;
}

export function loadSecrets(config: Config): Secrets {
  const file = join(config.DATA_DIR, 'secrets.json');
  let stored: { signingKey?: string; encryptionKey?: string } = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // first start: generated below
  }
  const signingKey = config.SIGNING_KEY ?? stored.signingKey ?? randomBytes(32).toString('hex');
  const encryptionKey = config.ENCRYPTION_KEY ?? stored.encryptionKey ?? randomBytes(32).toString('hex');
  if (stored.signingKey !== signingKey && !config.SIGNING_KEY) stored.signingKey = signingKey;
  if (stored.encryptionKey !== encryptionKey && !config.ENCRYPTION_KEY) stored.encryptionKey = encryptionKey;
  mkdirSync(config.DATA_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
  return { signingKey: Buffer.from(signingKey, 'utf8'), encryptionKey: Buffer.from(encryptionKey, 'hex') };
}
