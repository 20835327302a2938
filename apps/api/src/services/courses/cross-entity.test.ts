// The isolation test names entity B throughout; this one mixes: entity A's own id (which its admin may use) with
// B's records (category, course, module, item, practice, material). Every programme fname must answer 403/404
// and change nothing, whatever field carries the record.
import { ALL_FNAMES } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { idsOf, keyOf, SAMPLES } from '../../test/samples.js';

const { t, as } = useTestApp(['adminA']);

const programmeFnames = ALL_FNAMES.filter((d) => d.service === 'courses' || d.service === 'materials');

describe("entity A's admin naming entity B's records with entity A", () => {
  it.each(programmeFnames.map((d) => [keyOf(d), d] as const))('%s', async (key, def) => {
    const a = idsOf(t.fx, 'A');
    const b = idsOf(t.fx, 'B');
    const mixed = { ...b, entity: a.entity, user: a.user, email: a.email };
    const input = SAMPLES[key](mixed);
    const recordsOfB = new Set(Object.values(t.fx.programmes.B));
    if (!Object.values(input).some((v) => recordsOfB.has(v as string))) return; // names no record
    const before = await t.snapshot();
    const res = await t.call(def, input, as.adminA);
    expect([403, 404], JSON.stringify(res.body)).toContain(res.status);
    expect(await t.snapshot()).toBe(before);
  });
});
