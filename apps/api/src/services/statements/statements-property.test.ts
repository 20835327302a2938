// Importing any statement a second time changes no movement (decision 0061): whatever its lines (with or without
// operation numbers, repeated ones, equal payments on one day), the second import adds 0 and the movements are as
// the first left them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { bankCsv, MAPPING, type Movement, useStatements } from './statements-test-kit.js';

const { t, as } = useTestApp(['counterA']);
const s = useStatements(t);

const movement: fc.Arbitrary<Movement> = fc.record({
  date: fc
    .tuple(fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1, max: 12 }), fc.constantFrom('', ' 08:30', ' 23:59:59'))
    .map(([d, m, time]) => `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/2026${time}`),
  description: fc.constantFrom('ABONO YAPE', 'DEPOSITO', 'TRANSFERENCIA DE MARÍA', ''),
  operation: fc.option(fc.stringMatching(/^[0-9A-Z]{1,8}$/), { nil: undefined }),
  amount: fc
    .tuple(fc.boolean(), fc.integer({ min: 0, max: 999_999 }))
    .map(
      ([negative, cents]) => `${negative ? '-' : ''}${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`,
    ),
  balance: fc.option(fc.constantFrom('100,00', '2.500,50'), { nil: undefined }),
});

const fingerprint = async () =>
  (
    await t.db.query<{ h: string }>(
      `SELECT md5(coalesce(string_agg(m::text, '|' ORDER BY m.seq), '')) AS h FROM bank_movements m`,
    )
  )[0].h;

describe('importing a statement twice', () => {
  it('changes nothing the second time', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(movement, { minLength: 1, maxLength: 40 }), async (lines) => {
        await s.clear();
        const csv = bankCsv(lines);
        const first = await s.importFile(csv, as.counterA, MAPPING);
        expect(first.status, JSON.stringify(first.body)).toBe(200);
        const before = await fingerprint();
        const again = await s.importFile(csv, as.counterA);
        expect(again.body).toMatchObject({ read: lines.length, added: 0, already: lines.length });
        expect(await fingerprint()).toBe(before);
        expect(first.body.added).toBe(await s.count());
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
