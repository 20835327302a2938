import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';
import { loadSecrets } from './secrets.js';

describe('configuration', () => {
  it('has the defaults of the README', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: './data', TIME_ZONE: 'America/Lima', SESSION_HOURS: 8, STORAGE_DRIVER: 'local' });
    expect(c.publicUrl).toBe('http://localhost:3000');
  });
  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['10.0.0.5, 10.0.0.6', ['10.0.0.5', '10.0.0.6']],
  ])('reads TRUST_PROXY=%j as %j (whom to believe about the client address)', (value, trust) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(trust);
  });
  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must start with postgres/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ STORAGE_DRIVER: 's3' }, /S3_BUCKET is required/],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: ' ' }, /S3_BUCKET is required/],
    [{ ENCRYPTION_KEY: 'short' }, /ENCRYPTION_KEY: must be 64 hex characters/],
    [{ WORKERS: '0' }, /WORKERS/],
    // PGlite's folder is opened by one process only (decision 0043)
    [{ WORKERS: '2' }, /WORKERS above 1 needs DATABASE_URL/],
  ])('stops with one clear line for %j', (env, line) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toMatch(line);
      expect((error as Error).message).not.toContain('\n');
    }
  });
  it('takes WORKERS above 1 with DATABASE_URL, and leaves it unset by default (server.ts: cores or 1)', () => {
    expect(loadConfig({ WORKERS: '4', DATABASE_URL: 'postgres://x/y' }).WORKERS).toBe(4);
    expect(loadConfig({ WORKERS: '1' }).WORKERS).toBe(1);
    expect(loadConfig({}).WORKERS).toBeUndefined();
  });
  it('takes a variable set to nothing or to blanks as unset: its default applies', () => {
    const blank = { DATABASE_URL: '', PUBLIC_URL: ' ', SMTP_URL: '', PORT: '', MAIL_FROM: '', SESSION_HOURS: '  ',
      S3_FORCE_PATH_STYLE: '', SIGNING_KEY: '', ENCRYPTION_KEY: '\t', TRUST_PROXY: '', WEB_DIST: '', LOG_LEVEL: '' };
    const config = loadConfig(blank);
    expect(config).toEqual(loadConfig({}));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
  });
  it('generates missing secrets once, keeps them private in DATA_DIR, and reuses them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'edu-secrets-'));
    const config = loadConfig({ DATA_DIR: dir });
    const first = loadSecrets(config);
    const second = loadSecrets(config);
    expect(second.signingKey.equals(first.signingKey)).toBe(true);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
    expect(first.encryptionKey.length).toBe(32);
    expect(statSync(join(dir, 'secrets.json')).mode & 0o077).toBe(0);
    expect(readFileSync(join(dir, 'secrets.json'), 'utf8')).toContain(first.encryptionKey.toString('hex'));
  });
  it('takes secrets from the environment without writing them to disk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'edu-secrets-'));
    const key = 'ab'.repeat(32);
    const secrets = loadSecrets(loadConfig({ DATA_DIR: dir, ENCRYPTION_KEY: key, SIGNING_KEY: 'k'.repeat(40) }));
    expect(secrets.encryptionKey.toString('hex')).toBe(key);
    expect(readFileSync(join(dir, 'secrets.json'), 'utf8')).not.toContain(key);
  });
});
