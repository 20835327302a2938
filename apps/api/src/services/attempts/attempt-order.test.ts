import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { questionOrder } from './attempt-order.js';

const who = { userId: 'u-1', evaluationId: 'e-1' };
const ids = fc.uniqueArray(fc.uuid(), { minLength: 0, maxLength: 30 });

describe('questionOrder', () => {
  it('always answers the same questions, each once', () => {
    fc.assert(
      fc.property(ids, fc.boolean(), fc.boolean(), (list, random_order, random_by_student) => {
        const order = questionOrder(list, { random_order, random_by_student }, who);
        expect([...order].sort()).toEqual([...list].sort());
      }),
    );
  });

  it('keeps the evaluation order without an option, and one order per student with random_by_student', () => {
    fc.assert(
      fc.property(ids, fc.string(), (list, userId) => {
        expect(questionOrder(list, { random_order: false, random_by_student: false }, who)).toEqual(list);
        const mine = { userId, evaluationId: 'e-1' };
        const options = { random_order: true, random_by_student: true };
        expect(questionOrder(list, options, mine)).toEqual(questionOrder(list, options, mine));
      }),
    );
  });
});
