// Builds the real app on a fresh database for a test file, with helpers to call it as a person would.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX, auth, type FnameDef, type Input, type Output } from '@edu/shared';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import type { Db } from '../db/client.js';
import { createFixtures, type Fixtures, PASSWORD } from './fixtures.js';
import { type FilePart, multipart } from './multipart.js';
import { freshDb } from './test-db.js';

/** The error shape of spec 03 §1: what a refused call carries. */
export interface ErrorBody {
  message?: string;
  code?: string;
  fields?: Record<string, string>;
}

/**
 * An answer of the API. Its body is typed as both what a success carries and what a refusal carries: a test asserts the
 * status first, then reads the fields that status gives. The harness's app parses every output against its contract
 * (validateOutput), so a 200 that does not match the type fails there, not silently in a test.
 */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T & ErrorBody;
}

/** The body of a call's success: its fname's contract output; a loose record for an fname not known statically. */
export type Success<F extends FnameDef> = unknown extends Output<F> ? Record<string, unknown> : Output<F>;

export interface TestApp {
  app: App;
  db: Db;
  fx: Fixtures;
  dataDir: string;
  /** calls an fname through HTTP exactly as the web app does, with input its contract takes */
  call<F extends FnameDef>(def: F, input: Input<F>, token?: string | null): Promise<Answer<Success<F>>>;
  /**
   * the same with a body the contract would refuse or does not name (bad-input, validation-message tests, unknown
   * keys): only where a test sends that on purpose
   */
  callRaw<F extends FnameDef>(def: F, input: Record<string, unknown>, token?: string | null): Promise<Answer<Success<F>>>;
  /** calls an fname with a multipart body (fname first, then fields as the form sends them, then files) */
  upload<F extends FnameDef>(
    def: F,
    fields: Record<string, unknown>,
    files: FilePart[],
    token?: string | null,
  ): Promise<Answer<Success<F>>>;
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
    LIST_COUNT_CACHE_SECONDS: '0',
    // the same for the dashboards (db/result-cache.test.ts tests that cache)
    METRICS_CACHE_SECONDS: '0',
    // and the public catalogue (catalog.test.ts turns it on to test it)
    CATALOG_CACHE_SECONDS: '0', ...env });
  const app = await buildApp({ config, db, validateOutput: true, logger: false });
  const fx = await createFixtures(db, app.services.secrets.encryptionKey);

  const post: TestApp['post'] = async (path, payload, headers = {}) => {
    const res = await app.inject({ method: 'POST', url: `${API_PREFIX}/${path}`, payload: payload as string, headers });
    // an export answers its file, not JSON (FnameDef.download): sheets/exports-test-kit.ts reads those
    const isJson = String(res.headers['content-type'] ?? '').includes('json');
    return { status: res.statusCode, body: res.body && isJson ? JSON.parse(res.body) : {} };
  };
  // the answer is what the server sent, typed by the contract the app has just validated it against
  const callRaw: TestApp['callRaw'] = (def, input, token) =>
    post(
      `${def.service}${def.path ? `/${def.path}` : ''}`,
      { fname: def.name, ...input },
      token ? { authorization: `Bearer ${token}` } : {},
    ) as Promise<Answer<Success<typeof def>>>;
  const call: TestApp['call'] = (def, input, token) => callRaw(def, input as Record<string, unknown>, token);

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
    const res = await call(auth.signin, { email, password });
    if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token;
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
    callRaw,
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

/** A fixture user (fixtures.ts): the names a test signs in as. */
export type UserKey = keyof Fixtures['users'];

/** Signs each of `who` in, in that order: their tokens, by the fixture's name. */
export async function tokensOf<K extends UserKey>(t: TestApp, who: readonly K[]): Promise<Record<K, string>> {
  const tokens = {} as Record<K, string>;
  for (const k of who) tokens[k] = await t.signIn(t.fx.users[k].email);
  return tokens;
}

/**
 * A test file's app: started (with `env`) before its tests, `who` signed in, closed after them. What it answers is
 * filled in by that beforeAll, so read it inside tests, hooks and helpers, never at a file's top level:
 * `const { t, as } = useTestApp(['adminA', 'coordA'])`, then `t.call(def, input, as.coordA)`.
 */
export function useTestApp<K extends UserKey = never>(
  who: readonly K[] = [],
  env: Record<string, string> = {},
): { t: TestApp; as: Record<K, string> } {
  const t = {} as TestApp;
  const as = {} as Record<K, string>;
  beforeAll(async () => {
    Object.assign(t, await startTestApp(env));
    Object.assign(as, await tokensOf(t, who));
  });
  afterAll(() => t.close());
  return { t, as };
}
