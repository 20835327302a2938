import { describe, expect, it } from 'vitest';
import { measureReading } from './accuracy.js';

// The reading's goals (issue 32, decision 0060) on the whole fixture set: 72 receipts of six sources, half of them as
// phone photos. It reads no database, so it runs once per `npm test`: the API project's second pass, on PostgreSQL
// (TEST_DATABASE_URL set), skips it. About 50 s on a 2-core machine (tesseract, two at a time), plus about 10 s the
// first time to render the images (cached under the OS temp dir afterwards).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('reading vouchers, measured', () => {
  it('reads operation numbers and amounts exactly and never trusts a wrong value', { timeout: 180_000 }, async () => {
    const { accuracy: a } = await measureReading(2);
    expect(a.images).toBeGreaterThanOrEqual(60);
    expect(a.exact.clean.operation_number).toBeGreaterThanOrEqual(0.95);
    expect(a.exact.clean.amount).toBeGreaterThanOrEqual(0.95);
    expect(a.exact.noisy.operation_number).toBeGreaterThanOrEqual(0.8);
    expect(a.exact.noisy.amount).toBeGreaterThanOrEqual(0.8);
    expect(a.trustedMisses).toEqual([]);
  });
});
