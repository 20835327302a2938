import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRounded, finalGrade, gradeStatus, gradeText, hasPassed, type WeightedGrade } from './grades.final.js';

const hundredths = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((h) => h / 100);
const practice = fc.record({ weight: hundredths(100), grade: fc.option(hundredths(20), { nil: null }) });
const practices = fc.array(practice, { maxLength: 12 });

describe('finalGrade', () => {
  it('is Σ(weight × grade) / Σ(weight) rounded half away from zero (hand-counted)', () => {
    // (2 × 15 + 1 × 12 + 1 × 10) / 4 = 13
    expect(finalGrade([{ weight: 2, grade: 15 }, { weight: 1, grade: 12 }, { weight: 1, grade: 10 }], true)).toBe('13.00');
    // (1 × 10 + 2 × 11) / 3 = 10.6666… → 10.67
    expect(finalGrade([{ weight: 1, grade: 10 }, { weight: 2, grade: 11 }], false)).toBe('10.67');
    // (1 × 10.01 + 1 × 10.02) / 2 = 10.015 → 10.02 (half away from zero, never a float's 10.01)
    expect(finalGrade([{ weight: 1, grade: '10.01' }, { weight: 1, grade: '10.02' }], false)).toBe('10.02');
  });

  it('leaves a practice without a grade out before the end and counts it as 0 after', () => {
    const list: WeightedGrade[] = [{ weight: 1, grade: 16 }, { weight: 3, grade: null }];
    expect(finalGrade(list, false)).toBe('16.00');
    expect(finalGrade(list, true)).toBe('4.00');
  });

  it('is null when nothing counts: no practices, none graded before the end, or every weight 0', () => {
    expect(finalGrade([], true)).toBeNull();
    expect(finalGrade([{ weight: 2, grade: null }], false)).toBeNull();
    expect(finalGrade([{ weight: 0, grade: 18 }], true)).toBeNull();
  });

  it('stays within 0-20 with two decimals', () => {
    fc.assert(
      fc.property(practices, fc.boolean(), (list, ended) => {
        const final = finalGrade(list, ended);
        if (final === null) return;
        expect(final).toMatch(/^\d{1,2}\.\d{2}$/);
        expect(Number(final)).toBeGreaterThanOrEqual(0);
        expect(Number(final)).toBeLessThanOrEqual(20);
      }),
    );
  });

  it('does not change when every weight is multiplied by the same factor', () => {
    fc.assert(
      fc.property(practices, fc.integer({ min: 1, max: 1000 }), fc.boolean(), (list, k, ended) => {
        const scaled = list.map((p) => ({ ...p, weight: (Math.round(p.weight * 100) * k) / 100 }));
        expect(finalGrade(scaled, ended)).toBe(finalGrade(list, ended));
      }),
    );
  });

  it('lies between the lowest and highest grade that counts', () => {
    fc.assert(
      fc.property(practices, fc.boolean(), (list, ended) => {
        const final = finalGrade(list, ended);
        const counted = list.filter((p) => p.weight > 0 && (ended || p.grade !== null)).map((p) => p.grade ?? 0);
        if (final === null) {
          expect(counted).toEqual([]);
          return;
        }
        expect(Number(final)).toBeGreaterThanOrEqual(Math.min(...counted) - 0.005);
        expect(Number(final)).toBeLessThanOrEqual(Math.max(...counted) + 0.005);
      }),
    );
  });

  it('before the end equals the final over the graded practices alone; after the end, over all with 0 for the rest', () => {
    fc.assert(
      fc.property(practices, (list) => {
        expect(finalGrade(list, false)).toBe(finalGrade(list.filter((p) => p.grade !== null), true));
        expect(finalGrade(list, true)).toBe(finalGrade(list.map((p) => ({ ...p, grade: p.grade ?? 0 })), false));
      }),
    );
  });

  it('never goes up when the course ends with grades missing', () => {
    fc.assert(
      fc.property(practices, (list) => {
        const before = finalGrade(list, false);
        const after = finalGrade(list, true);
        if (before !== null && after !== null) expect(Number(after)).toBeLessThanOrEqual(Number(before));
      }),
    );
  });
});

describe('divideRounded', () => {
  it('rounds half away from zero', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(-5, 2)).toBe(-3);
    expect(divideRounded(7, 3)).toBe(2);
    expect(divideRounded(8, 3)).toBe(3);
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const q = divideRounded(n, d);
        // |n/d - q| ≤ 1/2, and exactly 1/2 only away from zero
        expect(Math.abs(2 * n - 2 * q * d)).toBeLessThanOrEqual(d);
        if (Math.abs(2 * n - 2 * q * d) === d) expect(Math.abs(q * d)).toBeGreaterThan(Math.abs(n));
      }),
    );
  });
});

describe('hasPassed and gradeText', () => {
  it('passes from the mark on, and says nothing without a final grade', () => {
    expect(hasPassed('11.00', 11)).toBe(true);
    expect(hasPassed('10.99', 11)).toBe(false);
    expect(hasPassed('12.50', '12.5')).toBe(true);
    expect(hasPassed(null, 11)).toBeNull();
    expect(gradeText('15.5')).toBe('15.50');
    expect(gradeText(11)).toBe('11.00');
  });
});

describe('gradeStatus (decision 0054)', () => {
  const half: WeightedGrade[] = [{ weight: 1, grade: 18 }, { weight: 1, grade: null }];

  it("is 'in_progress' before the end while a practice that weighs has no grade, whatever the grades so far", () => {
    expect(gradeStatus(half, false, 11)).toBe('in_progress');
    expect(gradeStatus([{ weight: 2, grade: null }], false, 11)).toBe('in_progress');
    // a practice of weight 0 never holds the result back
    expect(gradeStatus([{ weight: 1, grade: 12 }, { weight: 0, grade: null }], false, 11)).toBe('passed');
  });

  it('judges by the passing mark once every weight has a grade, before the end', () => {
    expect(gradeStatus([{ weight: 1, grade: 18 }, { weight: 1, grade: 4 }], false, 11)).toBe('passed');
    expect(gradeStatus([{ weight: 1, grade: 10 }, { weight: 1, grade: 11.99 }], false, 11)).toBe('passed');
    expect(gradeStatus([{ weight: 1, grade: 10 }, { weight: 1, grade: 11.98 }], false, 11)).toBe('failed');
  });

  it('judges by the passing mark after the end, a missing grade counting as 0', () => {
    expect(gradeStatus(half, true, 11)).toBe('failed'); // (18 + 0) / 2 = 9
    expect(gradeStatus(half, true, 9)).toBe('passed');
  });

  it('is null when no practice weighs, and agrees with hasPassed whenever it judges', () => {
    expect(gradeStatus([], true, 11)).toBeNull();
    expect(gradeStatus([{ weight: 0, grade: 15 }], false, 11)).toBeNull();
    fc.assert(
      fc.property(practices, fc.boolean(), hundredths(20), (list, ended, mark) => {
        const status = gradeStatus(list, ended, mark);
        if (status === null || status === 'in_progress') return;
        expect(status === 'passed').toBe(hasPassed(finalGrade(list, ended), mark));
      }),
    );
  });
});
