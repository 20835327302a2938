// Every contract's extreme values (decision 0049): for every registered fname, every date, number and string field of
// its input (found in its zod schema, test/extremes.ts) takes the values at and past its edges — years 0001, 1899,
// 2101 and 9999, min-1 and max+1, Number.MAX_SAFE_INTEGER, -0, 1e308, strings at and past their length — from a
// caller the fname admits. No answer is a 5xx and none takes more than a few seconds: a value the contract accepts
// must be one the handler and both databases can take, and one they cannot must be refused by the contract: a value
// past a bound (a year outside 1900-2100, a number past its schema's min or max, a string past its length) answers 400
// naming its field. One app and one database for the whole file; EXTREMES_TRACE=1 prints every answer.
import {
  addDays,
  ALL_FNAMES,
  API_PREFIX,
  audit,
  evaluations,
  type FnameDef,
  M,
  scheduleds,
  todayIn,
  users,
} from '@edu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extremesOf, type Field, fieldsOf, outOfBounds, RANGE_YEARS, rangeEnd, rangeStart, setAt } from './extremes.js';
import { type CallerKey, openWorld, type World } from './fuzz-world.js';
import { startTestApp, type TestApp } from './harness.js';
import { type EntityIds, idsOf, keyOf, SAMPLES } from './samples.js';

/** the longest a single answer may take, on a busy machine */
const SLOW_MS = 5_000;

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startTestApp();
  w = await openWorld(t);
});
/** the answers seen, by status: a run where nothing reaches a handler (all 400 or 403) would prove little */
const statuses = new Map<number, number>();
afterAll(async () => {
  const seen = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  console.log(`extremes: answers ${seen.join(' ')}; fixtures rebuilt ${w?.rebuilds ?? 0} times`);
  await w?.close();
  await t?.close();
});

const ROLE_CALLER: Record<string, CallerKey> = {
  admin: 'adminA',
  'admin b2b': 'adminB2bA',
  coordinador: 'coordA',
  counter: 'counterA',
  docente: 'docenteA',
  estudiante: 'studentA',
};

/** a caller the fname's access admits, so that each value reaches validation, the handler and the database */
function callerOf(def: FnameDef, sample: Record<string, unknown>, ids: EntityIds): CallerKey {
  const access = def.access;
  if (access.kind === 'public') return 'none';
  if (access.kind === 'superadmin') return 'superadmin';
  // an fname on the caller's own account names that account (users.resetPassword: the coordinador's)
  if (access.kind === 'self') return Object.values(sample).includes(ids.user) ? 'coordA' : 'studentA';
  if (!access.roles.length) return 'superadmin';
  return access.roles.includes('admin') ? 'adminA' : ROLE_CALLER[access.roles[0]];
}

type Body = Record<string, unknown>;

/** every variant of a sample: one field at one extreme, and each year as a whole range in every date pair */
function variants(def: FnameDef) {
  const fields = fieldsOf(def.input);
  /** `refusedAt`: the value is past a bound, so the answer must be 400 naming that field */
  const out: { label: string; bend: (sample: Body) => Body; refusedAt?: string }[] = [];
  for (const field of fields) {
    for (const value of extremesOf(field)) {
      const shown =
        typeof value === 'string' && value.length > 24
          ? `'${value.slice(0, 8)}…' (${value.length})`
          : JSON.stringify(value);
      out.push({
        label: `${field.path.join('.')} = ${shown}`,
        bend: (sample) => setAt(sample, field.path, value),
        refusedAt: outOfBounds(field, value) ? field.path.join('.') : undefined,
      });
    }
  }
  // a range (from/to, start/end, opens/closes) must be in order to pass its own rule and reach the handler
  const pairs = new Map<string, Field[]>();
  for (const f of fields.filter((f) => f.kind === 'date' || f.kind === 'datetime')) {
    const key = `${f.path.slice(0, -1).join('.')}:${f.kind}`;
    pairs.set(key, [...(pairs.get(key) ?? []), f]);
  }
  for (const group of pairs.values()) {
    if (group.length < 2) continue;
    const kind = group[0].kind as 'date' | 'datetime';
    for (const year of RANGE_YEARS) {
      const bend = (sample: Body) =>
        group.reduce(
          (body, f, i) => setAt(body, f.path, i === 0 ? rangeStart(kind, year) : rangeEnd(kind, year)),
          sample,
        );
      const refusedAt = outOfBounds(group[0], rangeStart(kind, year)) ? group[0].path.join('.') : undefined;
      out.push({ label: `${group.map((f) => f.path.join('.')).join(' – ')} over ${year}`, bend, refusedAt });
    }
  }
  return out;
}

const cases = ALL_FNAMES.map((def) => [keyOf(def), def] as const);

describe.each(cases)('%s', (key, def) => {
  it('takes every extreme value of its input without a 5xx, each answer within seconds', async () => {
    const sample = SAMPLES[key];
    expect(sample, `add a sample for ${key} in test/samples.ts`).toBeTypeOf('function');
    const path = `${API_PREFIX}/${def.service}${def.path ? `/${def.path}` : ''}`;
    const failures: string[] = [];
    let changed = false;
    for (const { label, bend, refusedAt } of variants(def)) {
      // the fixtures as they are now: a success may have made a rebuild necessary
      const ids = idsOf(w.fx, 'A');
      const caller = callerOf(def, sample(ids), ids);
      const token = w.tokens[caller];
      const started = performance.now();
      const res = await w.send(
        path,
        { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        Buffer.from(JSON.stringify({ fname: def.name, ...bend(sample(ids)) })),
      );
      const ms = performance.now() - started;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (process.env.EXTREMES_TRACE)
        console.log(`${key} ${label} as ${caller} → ${res.status} ${res.text.slice(0, 120)}`);
      if (res.status >= 500) failures.push(`${label} as ${caller} → ${res.status} ${res.text.slice(0, 200)}`);
      if (refusedAt && (res.status !== 400 || !(refusedAt in (JSON.parse(res.text).fields ?? {}))))
        failures.push(
          `${label} as ${caller} → ${res.status}, not a 400 naming ${refusedAt}: ${res.text.slice(0, 200)}`,
        );
      if (ms > SLOW_MS) failures.push(`${label} as ${caller} → took ${Math.round(ms)} ms`);
      // a success may have changed what the next variant names (a password, a deleted record, a signed-out caller)
      if (def.mutates && res.status < 300) {
        changed = true;
        if (!(await w.intact())) await w.rebuild();
      }
    }
    // what a success changed (a switched-off service, a renamed record) must not decide the next fname's answers
    if (changed) await w.rebuild();
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('each bound refuses with 400 naming the field, and keeps what must stay valid', () => {
  const as = (who: CallerKey) => w.tokens[who];
  const refused = (field: string, message: string) => ({
    status: 400,
    body: { code: 'VALIDATION', fields: { [field]: message } },
  });

  it('getAuditLog: to 9999-12-31 (finding 5: was a 500) is refused, 2000-01-01 to 2100-12-31 answers', async () => {
    const entity_id = w.fx.entityA;
    expect(await t.call(audit.getAuditLog, { entity_id, to: '9999-12-31' }, as('adminA'))).toMatchObject(
      refused('to', M.DATE_OUT_OF_RANGE),
    );
    expect(await t.call(audit.getAuditLog, { entity_id, from: '1999-12-31' }, as('adminA'))).toMatchObject(
      refused('from', M.DATE_OUT_OF_RANGE),
    );
    const edges = await t.call(audit.getAuditLog, { entity_id, from: '2000-01-01', to: '2100-12-31' }, as('adminA'));
    expect(edges.status).toBe(200);
  });

  it('publishEvaluation: a window in year 0001 or 2101 is refused by the contract', async () => {
    const body = { evaluation_id: w.fx.evaluations.A.evaluation, closes_at: '2026-03-01T10:00:00-05:00' };
    expect(
      await t.call(evaluations.publishEvaluation, { ...body, opens_at: '0001-01-01T00:00:00+14:00' }, as('adminA')),
    ).toMatchObject(refused('opens_at', M.DATE_OUT_OF_RANGE));
    expect(
      await t.call(
        evaluations.publishEvaluation,
        { ...body, opens_at: '2026-03-01T08:00:00-05:00', closes_at: '2101-01-01T00:00:00Z' },
        as('adminA'),
      ),
    ).toMatchObject(refused('closes_at', M.DATE_OUT_OF_RANGE));
  });

  it('a birth date from 1900 to today is valid (one before 2000 too); 1899 and tomorrow are refused', async () => {
    const person = (birthdate: string, n: number) => ({
      entity: w.fx.entityA,
      name: 'Nacida',
      lastname: 'Antes',
      email: `nacida.${n}@test.pe`,
      password: 'Secreta123',
      roles: ['coordinador'],
      birthdate,
    });
    expect((await t.call(users.createUser, person('1948-07-28', 1), as('adminA'))).status).toBe(200);
    expect((await t.call(users.createUser, person('1900-01-01', 2), as('adminA'))).status).toBe(200);
    expect(await t.call(users.createUser, person('1899-12-31', 3), as('adminA'))).toMatchObject(
      refused('birthdate', M.BIRTHDATE_OUT_OF_RANGE),
    );
    expect(await t.call(users.createUser, person(addDays(todayIn(), 1), 4), as('adminA'))).toMatchObject(
      refused('birthdate', M.BIRTHDATE_OUT_OF_RANGE),
    );
  });

  it('page numbers and page sizes are capped', async () => {
    const list = { entity_id: w.fx.entityA, type_of_scheduled: 'main' } as const;
    expect(await t.call(scheduleds.getScheduleds, { ...list, page: 1_000_001 }, as('adminA'))).toMatchObject(
      refused('page', M.PAGE_OUT_OF_RANGE),
    );
    expect((await t.call(scheduleds.getScheduleds, { ...list, page: 1_000_000 }, as('adminA'))).status).toBe(200);
    expect(await t.call(scheduleds.getScheduleds, { ...list, docs: 101 }, as('adminA'))).toMatchObject(
      refused('docs', M.pageSizeOutOfRange(100)),
    );
  });
});
