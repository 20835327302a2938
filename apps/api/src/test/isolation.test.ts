// The product's first security property (spec 03 §2), for every registered fname, current and future:
// no token → 401; a staff member, teacher or student of entity A naming entity B's records → 403/404, and nothing changes.
import { ALL_FNAMES, M } from '@edu/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';
import { idsOf, keyOf, SAMPLES } from './samples.js';

const { t } = useTestApp();
let tokens: Record<string, string>;
beforeAll(async () => {
  tokens = {};
  for (const who of ['adminA', 'adminB2bA', 'coordA', 'counterA', 'docenteA', 'studentA'] as const) tokens[who] = await t.signIn(t.fx.users[who].email);
});

const guarded = ALL_FNAMES.filter((d) => d.access.kind !== 'public');

describe('every fname has a sample input', () => {
  it.each(ALL_FNAMES.map((d) => [keyOf(d), d] as const))('%s', (key) => {
    expect(SAMPLES[key], `add a sample for ${key} in test/samples.ts`).toBeTypeOf('function');
  });
});

describe('no token answers 401 and changes nothing', () => {
  it.each(guarded.map((d) => [keyOf(d), d] as const))('%s', async (key, def) => {
    const before = await t.snapshot();
    const ids = idsOf(t.fx, 'B');
    const res = await t.call(def, SAMPLES[key](ids), null);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'UNAUTHENTICATED', message: M.SESSION_EXPIRED });
    expect(await t.snapshot()).toBe(before);
  });
});

describe("staff and students of entity A naming entity B's records get 403/404 and change nothing", () => {
  const cases = guarded.flatMap((d) => ['adminA', 'adminB2bA', 'coordA', 'counterA', 'docenteA', 'studentA'].map((who) => [keyOf(d), who, d] as const));
  it.each(cases)('%s as %s', async (key, who, def) => {
    const ids = idsOf(t.fx, 'B');
    const input = SAMPLES[key](ids);
    // any of B's ids: the entity, a user, or a record (category, course, item…) whose entity the server must check
    const idsOfB = new Set(Object.entries(ids).filter(([k]) => k !== 'email').map(([, v]) => v));
    const namesB = Object.values(input).some((v) => idsOfB.has(v as string));
    if (!namesB) return; // the fname names no record: it can only act on the caller's own data
    const before = await t.snapshot();
    const res = await t.call(def, input, tokens[who]);
    expect([403, 404], JSON.stringify(res.body)).toContain(res.status);
    expect(await t.snapshot()).toBe(before);
  });
});

describe('platform fnames refuse every entity staff member with 403 and change nothing', () => {
  const platform = ALL_FNAMES.filter((d) => d.access.kind === 'superadmin' || (d.access.kind === 'entity' && !d.access.roles.length));
  const cases = platform.flatMap((d) => ['adminA', 'adminB2bA', 'coordA', 'counterA', 'docenteA', 'studentA'].map((who) => [keyOf(d), who, d] as const));
  it.each(cases)('%s as %s', async (key, who, def) => {
    const ids = idsOf(t.fx, 'A');
    const before = await t.snapshot();
    const res = await t.call(def, SAMPLES[key](ids), tokens[who]);
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(await t.snapshot()).toBe(before);
  });
});
