// The order an attempt shows its questions in (02 §3 options, 04 §4): as the evaluation lists them; shuffled afresh
// for each attempt (random_order); or shuffled once per student (random_by_student: the same order on every attempt
// and every device, seeded by the student and the evaluation). random_by_student wins when both are on: a student's
// order stays theirs (docs/decisions/0036-taking-evaluations.md).
import { createHash, randomBytes } from 'node:crypto';

/** A small deterministic generator (mulberry32) over a 32-bit seed. */
function generator(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates with the given source of randomness. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const seedOf = (bytes: Buffer) => bytes.readUInt32BE(0);

export function questionOrder(
  questionIds: readonly string[],
  options: { random_order: boolean; random_by_student: boolean },
  who: { userId: string; evaluationId: string },
): string[] {
  if (options.random_by_student) {
    const digest = createHash('sha256').update(`${who.userId}:${who.evaluationId}`).digest();
    return shuffled(questionIds, generator(seedOf(digest)));
  }
  if (options.random_order) return shuffled(questionIds, generator(seedOf(randomBytes(4))));
  return [...questionIds];
}
