// Builds the real app on a fresh database for a test file, with helpers to call it as a person would.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX, type FnameDef, type Input } from '@edu/shared';
import { type App, buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import type { Db } from '../db/client.js';
import { createFixtures, type Fixtures, PASSWORD } from './fixtures.js';
import { type FilePart, multipart } from './multipart.js';
import { freshDb } from './test-db.js';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T & { message?: string; code?: string; fields?: Record<string, string> };
}

export interface TestApp {
  app: App;
  db: Db;
  fx: Fixtures;
  dataDir: string;
  /** calls an fname through HTTP exactly as the web app does */
  call<F extends FnameDef>(def: F, input: Input<F> | Record<string, unknown>, token?: string | null): Promise<Answer>;
  /** calls an fname with a multipart body (fname first, then fields, then files) */
  upload<F extends FnameDef>(def: F, fields: Record<string, unknown>, files: FilePart[], token?: string | null): Promise<Answer>;
  /** a raw POST to the API (bad bodies, unknown fnames) */
  post(path: string, payload: unknown, headers?: Record<string, string>): Promise<Answer>;
  signIn(email: string, password?: string): Promise<string>;
  /** a fingerprint of every table but the rate-limit counters: equal fingerprints, nothing changed */
  snapshot(): Promise<string>;
  close(): Promise<void>;
}

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await freshDb();
  const dataDir = mkdtempSync(join(tmpdir(), 'edu-api-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_ADDRESS: '100000', RATE_LIMIT_PER_EMAIL: '1000',
    // wrong passwords (fuzz, bad-input) are never slowed down unless a test asks for it (auth/sign-in-limits.ts)
    SIGNIN_DELAY_AFTER: '1000',
    // totals counted on every call: the tests write rows directly and list them at once (db/count-cache.test.ts
    // tests the cache itself)
    LIST_COUNT_CACHE_SECONDS: '0', ...env });
  const app = await buildApp({ config, db, validateOutput: true, logger: false });
  const fx = await createFixtures(db, app.services.secrets.encryptionKey);

  const post: TestApp['post'] = async (path, payload, headers = {}) => {
    const res = await app.inject({ method: 'POST', url: `${API_PREFIX}/${path}`, payload: payload as string, headers });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : {} };
  };
  const call: TestApp['call'] = (def, input, token) =>
    post(
      `${def.service}${def.path ? `/${def.path}` : ''}`,
      { fname: def.name, ...(input as Record<string, unknown>) },
      token ? { authorization: `Bearer ${token}` } : {},
    );

  const upload: TestApp['upload'] = async (def, fields, files, token) => {
    const { payload, headers } = multipart({ fname: def.name, ...fields }, files);
    const res = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}/${def.service}${def.path ? `/${def.path}` : ''}`,
      payload,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : {} };
  };

  async function signIn(email: string, password = PASSWORD) {
    const res = await post('auth', { fname: 'signin', email, password });
    if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token as string;
  }

  async function snapshot() {
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
       AND table_name <> 'rate_limits' ORDER BY table_name`,
    );
    const parts: string[] = [];
    for (const { table_name } of tables) {
      const [row] = await db.query<{ h: string | null }>(
        `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${table_name}" t`,
      );
      parts.push(`${table_name}:${row.h}`);
    }
    return parts.join('\n');
  }

  return {
    app,
    db,
    fx,
    dataDir,
    call,
    upload,
    post,
    signIn,
    snapshot,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
