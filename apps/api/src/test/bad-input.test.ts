// Bad input for every fname: wrong types, missing fields, 10 MB strings, SQL and HTML in every text field.
// Each answers a 4xx with a Spanish message (or, for free text, is taken as plain text), never a 5xx, and writes nothing.
import { ALL_FNAMES, type FnameDef } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';
import { idsOf, keyOf, SAMPLES } from './samples.js';
import { isSpanish } from './spanish.js';

// the superadmin passes every access check, so each hostile value reaches validation and the handler
const { t, as } = useTestApp(['superadmin']);

const HOSTILE = ["'; DROP TABLE users; --", '<script>alert(1)</script><img src=x onerror=alert(1)>'];
const BIG = 'x'.repeat(10 * 1024 * 1024);

function variants(input: Record<string, unknown>) {
  const out: [string, Record<string, unknown>][] = [];
  for (const key of Object.keys(input)) {
    const { [key]: _dropped, ...rest } = input;
    out.push([`${key} missing`, rest]);
    out.push([`${key} as a number`, { ...input, [key]: 12345 }]);
    out.push([`${key} as an object`, { ...input, [key]: { $ne: null } }]);
    out.push([`${key} as 10 MB`, { ...input, [key]: BIG }]);
    for (const h of HOSTILE) out.push([`${key} = ${h.slice(0, 12)}`, { ...input, [key]: h }]);
  }
  return out;
}

const cases = ALL_FNAMES.flatMap((def) => {
  const sample = SAMPLES[keyOf(def)];
  if (!sample) return [];
  return [[keyOf(def), def] as const];
});

describe.each(cases)('%s', (_key, def: FnameDef) => {
  it('never answers 5xx, answers 4xx in Spanish, and writes nothing on a refusal', async () => {
    const ids = idsOf(t.fx, 'A');
    for (const [label, input] of variants(SAMPLES[keyOf(def)](ids))) {
      const before = await t.snapshot();
      const res = await t.call(def, input, as.superadmin);
      expect(res.status, `${label}: ${JSON.stringify(res.body).slice(0, 200)}`).toBeLessThan(500);
      if (res.status >= 400) {
        expect(isSpanish(res.body.message), `${label}: ${res.body.message}`).toBe(true);
        if (!def.mutates || res.status !== 429) expect(await t.snapshot(), label).toBe(before);
      } else {
        // accepted as plain text: the hostile string did not run and every table is still there
        const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
        expect(n).toBeGreaterThan(0);
      }
    }
  });
});
