// A page read from the far end of the index holds exactly the rows the near end would give, in the same order.
import { describe, expect, it } from 'vitest';
import { containsPattern, scanFor } from './page-scan.js';

/** The page as the SQL would read it: `rows` in the order asked for, scanned as the plan says and put back in order. */
function pageOf(rows: number[], offset: number, limit: number) {
  const scan = scanFor(rows.length, offset, limit);
  if (!scan) return [];
  const scanned = scan.reverse ? [...rows].reverse() : rows;
  const page = scanned.slice(scan.offset, scan.offset + scan.limit);
  return scan.reverse ? page.reverse() : page;
}

describe('scanFor', () => {
  it('gives every page of every list size exactly as a plain OFFSET would', () => {
    for (let total = 0; total <= 45; total++) {
      const rows = Array.from({ length: total }, (_, i) => i);
      for (const limit of [1, 2, 5, 15, 16, 100]) {
        for (let page = 1; page <= Math.ceil(total / limit) + 1; page++) {
          const offset = (page - 1) * limit;
          expect(pageOf(rows, offset, limit), `${total}/${limit}/${page}`).toEqual(rows.slice(offset, offset + limit));
        }
      }
    }
  });

  it('skips no more index entries on the last page of 10,000 than on the first', () => {
    expect(scanFor(10_000, 0, 15)).toEqual({ reverse: false, limit: 15, offset: 0 });
    expect(scanFor(10_000, 9_990, 15)).toEqual({ reverse: true, limit: 10, offset: 0 });
    expect(scanFor(10_000, 9_975, 15)).toEqual({ reverse: true, limit: 15, offset: 10 });
    expect(scanFor(10_000, 10_005, 15)).toBeNull();
  });
});

describe('containsPattern', () => {
  it('searches % and _ as themselves, and nothing when blank', () => {
    expect(containsPattern(' 100% ')).toBe('%100\\%%');
    expect(containsPattern('a_b\\c')).toBe('%a\\_b\\\\c%');
    expect(containsPattern('  ')).toBe('');
  });
});
