// The bench's matching section (decision 0062): an entity's pending orders matched against a month of movements, by the
// indexed matcher and by the plain one it replaced (every order against every credit), which is the baseline measured
// in the same run. Both must give every order the same state; a 'Coincide' on the wrong movement is counted (goal 0).
import { type Match, type Movement, matchOrders, type PendingOrder } from '../services/reconciliation/match-orders.js';

export interface MatchingBench {
  orders: number;
  movements: number;
  indexedMs: number;
  plainMs: number;
  ratio: number;
  states: Record<string, number>;
  wrongCoincide: number;
  sameAsPlain: boolean;
}

const DAY = 86_400_000;
const rules = { tolerance: 10, daysBefore: 30, daysAfter: 3 };
const noneUsed = { operationNumbers: new Set<string>(), hashes: new Set<string>() };

/** A deterministic world: most orders paid exactly, some a few céntimos off, some unpaid, plus other credits. */
function world(orders: number, movements: number) {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const start = Date.UTC(2026, 10, 1);
  const prices = [65_000, 30_000, 45_000, 12_000, 80_000];
  const pending: PendingOrder[] = [];
  const credits: Movement[] = [];
  const truth = new Map<string, string>();
  for (let i = 0; i < orders; i++) {
    const createdAt = new Date(start + Math.floor(random() * 28 * DAY));
    const total = prices[i % prices.length] as number;
    const number = String(40_000_000 + i);
    pending.push({ id: `o${i}`, userId: `u${i}`, total, createdAt, typedNumber: number, vouchers: [] });
    const roll = random();
    if (roll < 0.85) {
      credits.push({
        id: `m${i}`,
        operationNumber: number,
        amount: total - (roll < 0.1 ? 5 : 0),
        movedAt: new Date(createdAt.getTime() - DAY),
      });
      truth.set(`o${i}`, `m${i}`);
    }
  }
  for (let j = credits.length; j < movements; j++) {
    const amount = random() < 0.5 ? -Math.floor(random() * 50_000) : (prices[j % prices.length] as number) + 300;
    credits.push({
      id: `x${j}`,
      operationNumber: String(90_000_000 + j),
      amount,
      movedAt: new Date(start + Math.floor(random() * 30 * DAY)),
    });
  }
  return { pending, credits, truth };
}

const timed = (fn: () => Match[]) => {
  const started = performance.now();
  const out = fn();
  return { out, ms: performance.now() - started };
};

export function benchMatching(orders = 2_000, movements = 10_000): MatchingBench {
  const { pending, credits, truth } = world(orders, movements);
  const indexed = timed(() => matchOrders(pending, credits, noneUsed, rules));
  const plain = timed(() => matchOrders(pending, credits, noneUsed, rules, 'plain'));
  const states: Record<string, number> = {};
  for (const m of indexed.out) states[m.state] = (states[m.state] ?? 0) + 1;
  const wrongCoincide = indexed.out.filter(
    (m) => m.state === 'coincide' && truth.get(m.orderId) !== m.movementId,
  ).length;
  const key = (list: Match[]) => list.map((m) => `${m.orderId}:${m.state}:${m.reason}`).join('|');
  const result: MatchingBench = {
    orders,
    movements,
    indexedMs: Math.round(indexed.ms * 10) / 10,
    plainMs: Math.round(plain.ms * 10) / 10,
    ratio: Math.round((plain.ms / Math.max(indexed.ms, 0.1)) * 10) / 10,
    states,
    wrongCoincide,
    sameAsPlain: key(indexed.out) === key(plain.out),
  };
  console.log(
    `\nConciliación: ${orders} órdenes pendientes contra ${movements} movimientos: ${result.indexedMs} ms ` +
      `(sin índice ${result.plainMs} ms, ${result.ratio}× más rápido; mismos estados: ${result.sameAsPlain ? 'sí' : 'NO'})`,
  );
  console.log(
    `  estados: ${Object.entries(states)
      .map(([s, n]) => `${s} ${n}`)
      .join(', ')}; 'coincide' con el movimiento equivocado: ${wrongCoincide} (meta 0)`,
  );
  return result;
}
