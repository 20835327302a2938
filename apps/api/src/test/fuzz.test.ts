// Bad input at scale (decision 0022): generated bodies for every registered fname, as every kind of caller, over real HTTP.
// Never a 5xx, never a crash, every refusal is {message, code} in Spanish with no internals, and a refused call
// changes nothing (every row of every table and every stored file). FUZZ_SEED and FUZZ_RUNS vary the run.
//
// Successful calls may change data (a generated body can still be valid): after one, the run checks that the fixtures
// the samples name still exist and the cast is still signed in, and rebuilds them if not (deleteEntity succeeding
// would otherwise leave the rest of the run answering 404); every fname whose run changed data starts the next one
// on fresh fixtures. Each fname gets seed FUZZ_SEED + its index, so one failure replays alone; shrinking is off
// (the failing request is printed whole and the data it ran on has moved on anyway).
import { API_PREFIX, ALL_FNAMES } from '@edu/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../errors.js';
import { mutate, mutation, swapOf } from './fuzz-bodies.js';
import { multipartBody, type RawRequest, rawRequests } from './fuzz-raw.js';
import { CALLERS, type CallerKey, openWorld, type Reply, type World } from './fuzz-world.js';
import { startTestApp, type TestApp } from './harness.js';
import { idsOf, keyOf, SAMPLES } from './samples.js';
import { isSpanish } from './spanish.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20260808);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
// a successful logout or delete rebuilds the fixtures before the next run (up to a second on PostgreSQL)
const TIMEOUT = Math.max(30_000, RUNS * 1_500);

let t: TestApp;
let w: World;
beforeAll(async () => {
  // a dedicated app and database: what generated bodies change stays in this file
  t = await startTestApp();
  w = await openWorld(t);
  console.log(`fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} (${ALL_FNAMES.length} fnames × ${CALLERS.length} callers)`);
});
const statuses = new Map<number, number>();
const spent = { calls: 0, fingerprints: 0, rebuilds: 0 };
const timed = async <T>(what: keyof typeof spent, fn: () => Promise<T>) => {
  const started = performance.now();
  try {
    return await fn();
  } finally {
    spent[what] += performance.now() - started;
  }
};
afterAll(async () => {
  const seen = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  console.log(
    `fuzz: answers ${seen.join(' ')}; fixtures rebuilt ${w?.rebuilds ?? 0} times; seconds in ${Object.entries(spent)
      .map(([k, ms]) => `${k} ${(ms / 1000).toFixed(1)}`)
      .join(', ')}`,
  );
  await w?.close();
  await t?.close();
});

/** what must never reach a caller: stack frames, SQL errors, file paths, exception names */
const INTERNALS =
  /\n\s+at |node_modules|\/src\/|relation "|syntax error|violates|duplicate key|column "|ERROR:|TypeError|ReferenceError|SyntaxError|Unexpected token|JSON at position|stack/;

const generated = fc.record({
  // the privileged callers pass the access checks, so more of their bodies reach the handlers and the database
  caller: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...CALLERS) },
    { weight: 2, arbitrary: fc.constantFrom<CallerKey>('superadmin', 'adminA') },
  ),
  side: fc.constantFrom<'A' | 'B'>('A', 'A', 'A', 'B'),
  mutations: fc.array(mutation, { minLength: 1, maxLength: 3 }),
  transport: fc.oneof(
    { weight: 6, arbitrary: fc.constant<'json'>('json') },
    { weight: 2, arbitrary: fc.constant<'multipart'>('multipart') },
    { weight: 2, arbitrary: fc.nat().map((n) => ({ raw: n })) },
  ),
  file: fc.option(
    fc.record({
      pick: fc.nat(),
      bytes: fc.uint8Array({ maxLength: 2048 }),
      name: fc.constantFrom('a.png', '../../x.pdf', 'ñ😀.docx', ''),
    }),
  ),
});

function checkAnswer(res: Reply, label: string, isDownload: boolean) {
  expect(res.status, `${label} → ${res.status} ${res.text.slice(0, 300)}`).toBeLessThan(500);
  // an export's success is its file (FnameDef.download); its refusals are JSON like every other
  if (isDownload && res.status === 200) return;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(res.text);
  } catch {
    throw new Error(`${label} → ${res.status} answered no JSON: ${res.text.slice(0, 200)}`);
  }
  if (res.status >= 200 && res.status < 300) return;
  const shown = `${label} → ${res.status} ${res.text.slice(0, 300)}`;
  expect(
    Object.keys(body).filter((k) => !['message', 'code', 'fields'].includes(k)),
    shown,
  ).toEqual([]);
  expect(Object.keys(STATUS), shown).toContain(body.code);
  expect(isSpanish(body.message), shown).toBe(true);
  expect(INTERNALS.test(res.text), shown).toBe(false);
}

const cases = ALL_FNAMES.map((def, i) => [keyOf(def), def, i] as const);

describe.each(cases)('%s', (key, def, index) => {
  it(
    'takes generated bodies from every caller: no 5xx, Spanish refusals, nothing changed on a refusal',
    async () => {
      const sample = SAMPLES[key];
      expect(sample, `add a sample for ${key} in test/samples.ts`).toBeTypeOf('function');
      const path = `${API_PREFIX}/${def.service}${def.path ? `/${def.path}` : ''}`;
      const fileFields = Object.keys(def.files ?? {});
      let changed = false;
      let check = false;
      const property = fc.asyncProperty(generated, async (g) => {
        if (check && !(await w.intact())) await timed('rebuilds', () => w.rebuild());
        check = false;
        const ids = idsOf(w.fx, g.side);
        const body = mutate(sample(ids), g.mutations, swapOf(ids, idsOf(w.fx, g.side === 'A' ? 'B' : 'A')));
        let req: RawRequest;
        if (g.transport === 'json') {
          // an own "__proto__" key survives the spread and JSON.stringify: it reaches the server as a hostile client sends it
          const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
          const text = JSON.stringify(isObject ? { fname: def.name, ...body } : (body ?? null));
          req = { label: 'json', headers: { 'content-type': 'application/json' }, body: Buffer.from(text) };
        } else if (g.transport === 'multipart') {
          const file = g.file
            ? {
                field: fileFields.length ? fileFields[g.file.pick % fileFields.length] : 'files',
                bytes: g.file.bytes,
                name: g.file.name,
              }
            : undefined;
          req = multipartBody(def, body, file);
        } else {
          const raws = rawRequests(def, g.file?.bytes ?? new Uint8Array([0xff, 0xfe, 0x00, 0x7b]));
          req = raws[g.transport.raw % raws.length];
        }
        const token = w.tokens[g.caller];
        const label = `${key} as ${g.caller} (${req.label}): ${req.body.toString('utf8').slice(0, 200)}`;
        const before = await timed('fingerprints', () => w.fingerprint());
        const res = await timed('calls', () =>
          w.send(path, { ...req.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }, req.body),
        );
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        checkAnswer(res, label, Boolean(def.download));
        expect(({} as Record<string, unknown>).polluted, `${label}: Object.prototype polluted`).toBeUndefined();
        if (res.status >= 300) {
          const after = await timed('fingerprints', () => w.fingerprint());
          if (after !== before)
            throw new Error(`${label} → ${res.status} was refused but changed:\n${diff(before, after)}`);
        } else if (def.mutates) {
          changed = true;
          check = true;
        }
      });
      const out = await fc.check(property, { seed: SEED + index, numRuns: RUNS, endOnFailure: true });
      if (out.failed) {
        throw new Error(
          `fuzz found a failure (FUZZ_SEED=${SEED}, seed ${out.seed}, path ${out.counterexamplePath}):\n${
            out.errorInstance instanceof Error ? out.errorInstance.message : String(out.errorInstance)
          }`,
        );
      }
      // still alive: the health check, which queries the database, answers
      const health = await fetch(`http://127.0.0.1:${(t.app.server.address() as { port: number }).port}/health`);
      expect(health.status).toBe(200);
      if (changed || !(await w.intact())) await timed('rebuilds', () => w.rebuild());
    },
    TIMEOUT,
  );
});

function diff(before: string, after: string) {
  const a = new Set(before.split(/[,\n]/));
  return after
    .split(/[,\n]/)
    .filter((line) => !a.has(line))
    .map((line) => `  ${line.split(':')[0]}`)
    .join('\n');
}
