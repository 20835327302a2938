import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Match, type Movement, matchOrders, normalOperationNumber, type PendingOrder } from './match-orders.js';

const rules = { tolerance: 10, daysAfter: 3, daysBefore: 30 };
const noneUsed = { operationNumbers: new Set<string>(), hashes: new Set<string>() };
const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 15));

const order = (over: Partial<PendingOrder> = {}): PendingOrder => ({
  id: 'o-1',
  userId: 'u-1',
  total: 65_000,
  createdAt: day(10),
  typedNumber: '12345678',
  vouchers: [{ sha256: 'h-1', operationNumber: '12345678', amount: 65_000 }],
  ...over,
});
const movement = (over: Partial<Movement> = {}): Movement => ({
  id: 'm-1',
  operationNumber: '12345678',
  amount: 65_000,
  movedAt: day(9),
  ...over,
});
const stateOf = (m: Match[]) => m.map((x) => [x.state, x.movementId]);

describe('matchOrders', () => {
  it("'coincide' when one movement has the number, the amount within the tolerance and a date in the window", () => {
    expect(stateOf(matchOrders([order()], [movement({ amount: 64_991 })], noneUsed, rules))).toEqual([
      ['coincide', 'm-1'],
    ]);
    // the bank pads the number; the student typed it with a space
    const padded = movement({ operationNumber: '0012345678' });
    expect(stateOf(matchOrders([order({ typedNumber: '1234 5678' })], [padded], noneUsed, rules))).toEqual([
      ['coincide', 'm-1'],
    ]);
  });

  it("'revisar' when the amount differs by more than the tolerance, when only the amount and date fit, or when several fit", () => {
    expect(matchOrders([order()], [movement({ amount: 64_989 })], noneUsed, rules)[0]).toMatchObject({
      state: 'revisar',
      reason: 'number_other_amount',
      movementId: 'm-1',
    });
    expect(matchOrders([order()], [movement({ operationNumber: null })], noneUsed, rules)[0]).toMatchObject({
      state: 'revisar',
      reason: 'amount_only',
    });
    const twice = [movement(), movement({ id: 'm-2', movedAt: day(10) })];
    expect(matchOrders([order()], twice, noneUsed, rules)[0]).toMatchObject({
      state: 'revisar',
      reason: 'several_movements',
    });
  });

  it("'revisar' when what was read contradicts what the student typed, even when a movement fits the typed number", () => {
    const o = order({ vouchers: [{ sha256: 'h-1', operationNumber: '99999999', amount: 65_000 }] });
    expect(matchOrders([o], [movement()], noneUsed, rules)[0]).toMatchObject({
      state: 'revisar',
      reason: 'reading_disagrees',
    });
    const cheaper = order({ vouchers: [{ sha256: 'h-1', operationNumber: '12345678', amount: 6_500 }] });
    expect(matchOrders([cheaper], [movement()], noneUsed, rules)[0]).toMatchObject({ state: 'revisar' });
  });

  it("'sin_movimiento' outside the date window, for debits, and with no movement", () => {
    expect(matchOrders([order()], [movement({ movedAt: day(14) })], noneUsed, rules)[0]?.state).toBe('sin_movimiento');
    expect(matchOrders([order()], [movement({ amount: -65_000 })], noneUsed, rules)[0]?.state).toBe('sin_movimiento');
    expect(matchOrders([order()], [], noneUsed, rules)[0]?.state).toBe('sin_movimiento');
  });

  it("'numero_repetido' when the number or the image already paid another order", () => {
    const byNumber = { operationNumbers: new Set(['0012345678']), hashes: new Set<string>() };
    expect(matchOrders([order()], [movement()], byNumber, rules)[0]).toMatchObject({
      state: 'numero_repetido',
      reason: 'number_used',
    });
    const byImage = { operationNumbers: new Set<string>(), hashes: new Set(['h-1']) };
    expect(matchOrders([order()], [movement()], byImage, rules)[0]).toMatchObject({
      state: 'numero_repetido',
      reason: 'image_used',
    });
  });

  it('sends both orders to a person when two would take one movement', () => {
    const two = [order(), order({ id: 'o-2', userId: 'u-2', vouchers: [] })];
    expect(matchOrders(two, [movement()], noneUsed, rules).map((m) => m.reason)).toEqual([
      'claimed_twice',
      'claimed_twice',
    ]);
  });

  it('reads operation numbers as a bank and a person write them', () => {
    expect(normalOperationNumber(' 00-123 456 ')).toBe('123456');
    expect(normalOperationNumber('abc-9876')).toBe('ABC9876');
    expect(normalOperationNumber('12')).toBeNull();
    expect(normalOperationNumber(null)).toBeNull();
  });
});

// Worlds of a few orders and movements drawn from small pools of numbers, amounts and days, so that collisions (the
// interesting cases) are frequent.
const numberArb = fc.option(fc.constantFrom('11110001', '11110002', '11110003', '0011110001', '22220005'), {
  nil: null,
});
const amountArb = fc.constantFrom(65_000, 64_995, 64_980, 30_000, 30_005, -65_000);
const dayArb = fc.integer({ min: 0, max: 20 });
const ordersArb = fc.uniqueArray(
  fc.record({
    id: fc.uuid(),
    userId: fc.constantFrom('u-1', 'u-2', 'u-3'),
    total: fc.constantFrom(65_000, 30_000),
    day: dayArb,
    typedNumber: numberArb,
    vouchers: fc.array(
      fc.record({
        sha256: fc.option(fc.constantFrom('h-1', 'h-2'), { nil: null }),
        operationNumber: numberArb,
        amount: fc.option(amountArb, { nil: null }),
      }),
      {
        maxLength: 2,
      },
    ),
  }),
  { selector: (o) => o.id, maxLength: 8 },
);
const movementsArb = fc.uniqueArray(
  fc.record({ id: fc.uuid(), operationNumber: numberArb, amount: amountArb, day: dayArb }),
  {
    selector: (m) => m.id,
    maxLength: 8,
  },
);
function world(orders: { day: number }[], movements: { day: number }[]) {
  return {
    orders: orders.map(({ day: d, ...o }) => ({ ...(o as Omit<PendingOrder, 'createdAt'>), createdAt: day(d) })),
    movements: movements.map(({ day: d, ...m }) => ({ ...(m as Omit<Movement, 'movedAt'>), movedAt: day(d) })),
  };
}

describe('matchOrders, for any orders and movements', () => {
  it('never lets one movement pay two orders', () => {
    fc.assert(
      fc.property(ordersArb, movementsArb, (o, m) => {
        const w = world(o, m);
        const paid = matchOrders(w.orders, w.movements, noneUsed, rules)
          .filter((x) => x.state === 'coincide')
          .map((x) => x.movementId);
        expect(new Set(paid).size).toBe(paid.length);
      }),
    );
  });

  it('never matches by amount alone: a coincidence always shares the operation number and is within the tolerance', () => {
    fc.assert(
      fc.property(ordersArb, movementsArb, (o, m) => {
        const w = world(o, m);
        for (const x of matchOrders(w.orders, w.movements, noneUsed, rules)) {
          if (x.state !== 'coincide') continue;
          const ord = w.orders.find((y) => y.id === x.orderId) as PendingOrder;
          const mov = w.movements.find((y) => y.id === x.movementId) as Movement;
          const numbers = [ord.typedNumber, ...ord.vouchers.map((v) => v.operationNumber)].map(normalOperationNumber);
          expect(numbers).toContain(normalOperationNumber(mov.operationNumber));
          expect(Math.abs(mov.amount - ord.total)).toBeLessThanOrEqual(rules.tolerance);
        }
      }),
    );
  });

  it('answers the same with its indexes as looking at every credit for every order', () => {
    fc.assert(
      fc.property(ordersArb, movementsArb, (o, m) => {
        const w = world(o, m);
        expect(matchOrders(w.orders, w.movements, noneUsed, rules)).toEqual(
          matchOrders(w.orders, w.movements, noneUsed, rules, 'plain'),
        );
      }),
    );
  });

  it('gives each order the same state whatever order the orders and movements come in', () => {
    fc.assert(
      fc.property(ordersArb, movementsArb, (o, m) => {
        const w = world(o, m);
        const key = (list: Match[]) => [...list].sort((a, b) => a.orderId.localeCompare(b.orderId));
        const forward = matchOrders(w.orders, w.movements, noneUsed, rules);
        const backward = matchOrders([...w.orders].reverse(), [...w.movements].reverse(), noneUsed, rules);
        expect(key(backward).map((x) => [x.orderId, x.state])).toEqual(key(forward).map((x) => [x.orderId, x.state]));
      }),
    );
  });
});
