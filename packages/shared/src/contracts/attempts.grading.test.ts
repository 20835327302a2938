import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerHundredths, attemptGrade, bestGrade, type GradableQuestion } from './attempts.grading.js';

const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
const alternatives = (correct: readonly boolean[]) => correct.map((c, i) => ({ _id: ids[i], correct: c }));

describe('answerHundredths', () => {
  it('gives unique and boolean questions their points when right and 0 when wrong or blank', () => {
    const q: GradableQuestion = { type: 'unique', alternatives: alternatives([false, true, false]), points: '6.5' };
    expect(answerHundredths(q, 'b')).toBe(650);
    expect(answerHundredths(q, 'a')).toBe(0);
    expect(answerHundredths(q, null)).toBe(0);
    expect(answerHundredths({ ...q, type: 'boolean', alternatives: alternatives([true, false]) }, 'a')).toBe(650);
  });

  it('leaves short, large and file answers to a teacher (null)', () => {
    for (const type of ['short', 'large', 'file'] as const) {
      expect(answerHundredths({ type, alternatives: alternatives([true]), points: 5 }, 'texto')).toBeNull();
    }
  });

  it('scores a multiple answer only when exactly the correct set is chosen', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 2, maxLength: 6 }).filter((c) => c.some(Boolean)),
        fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
        fc.integer({ min: 0, max: 2000 }),
        (correct, pick, hundredths) => {
          const q: GradableQuestion = { type: 'multiple', alternatives: alternatives(correct), points: hundredths / 100 };
          const chosen = correct.map((_, i) => (pick[i] ? ids[i] : null)).filter((x): x is string => x !== null);
          const exact = correct.every((c, i) => c === pick[i]);
          expect(answerHundredths(q, chosen)).toBe(exact ? hundredths : 0);
          // the exact set, in any order and given twice, scores
          const right = ids.filter((_, i) => correct[i]);
          expect(answerHundredths(q, [...right].reverse().concat(right))).toBe(hundredths);
        },
      ),
    );
  });
});

describe('attemptGrade', () => {
  it('never exceeds 20, never goes below 0, and always has two decimals', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }), { maxLength: 40 }), (points) => {
        const grade = attemptGrade(points);
        expect(grade).toMatch(/^\d{1,2}\.\d{2}$/);
        expect(Number(grade)).toBeLessThanOrEqual(20);
        expect(Number(grade)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('sums hundredths exactly: 6.5 + 6.5 + 7 is 20.00, pending answers count 0', () => {
    expect(attemptGrade([650, 650, 700])).toBe('20.00');
    expect(attemptGrade([1, 2, null])).toBe('0.03');
    expect(attemptGrade([])).toBe('0.00');
  });

  it("splits 20 among questions without losing a hundredth (the evaluation's points always add to 20)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 1, maxLength: 30 }), (parts) => {
        const total = parts.reduce((s, p) => s + p, 0);
        expect(Number(attemptGrade(parts))).toBe(Math.min(total, 2000) / 100);
      }),
    );
  });
});

describe('bestGrade', () => {
  it('is the highest of the submitted attempts, or null without one', () => {
    expect(bestGrade([])).toBeNull();
    expect(bestGrade(['12.50', '17.25', '3.00'])).toBe('17.25');
  });
});
