// A 10,000-line statement imports in seconds on either engine (issue 32), read in the parse pool and stored in one
// statement; the same file again adds nothing. Bounds are generous for a busy machine; the times are printed.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { bankCsv, MAPPING, movements, useStatements } from './statements-test-kit.js';

const { t, as } = useTestApp(['counterA']);
const s = useStatements(t);
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe('a 10,000-line statement', () => {
  it('imports in seconds, and again adds nothing', async () => {
    const csv = bankCsv(movements(10_000));
    let start = performance.now();
    const first = await s.importFile(csv, as.counterA, MAPPING);
    const firstMs = performance.now() - start;
    expect(first.body).toMatchObject({ read: 10_000, added: 10_000, already: 0 });
    start = performance.now();
    const again = await s.importFile(csv, as.counterA);
    const againMs = performance.now() - start;
    expect(again.body).toMatchObject({ read: 10_000, added: 0, already: 10_000 });
    console.info(
      `statement of 10,000 lines (${(csv.length / 1024).toFixed(0)} KB) on ${engine}: first import ${firstMs.toFixed(0)} ms, again ${againMs.toFixed(0)} ms`,
    );
    expect(firstMs).toBeLessThan(20_000);
    expect(againMs).toBeLessThan(20_000);
    expect(await s.count()).toBe(10_000);
  }, 60_000);
});
