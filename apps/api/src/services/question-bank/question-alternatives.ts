// The alternatives as they are stored: each with an _id the server gives, its value trimmed, and whether it is correct.
import { randomUUID } from 'node:crypto';
import type { StoredAlternative } from './questions.queries.js';

interface SentAlternative {
  _id?: string;
  value: string;
  correct: boolean;
}

/**
 * An edited question keeps the _id of each alternative it still has: the one sent, when it is one of the question's,
 * else the id of an unused stored alternative with the same text (the fixed Verdadero/Falso and open-type placeholder
 * come without ids). Any other alternative gets a new id; an _id the question never had is not taken.
 */
export function storedAlternatives(sent: readonly SentAlternative[], current: readonly StoredAlternative[] = []) {
  const known = new Set(current.map((a) => a._id));
  const used = new Set<string>();
  const byValue = (value: string) => current.find((a) => a.value === value && !used.has(a._id))?._id;
  const alternatives: StoredAlternative[] = [];
  for (const a of sent) {
    const value = a.value.trim();
    const kept = a._id && known.has(a._id) && !used.has(a._id) ? a._id : undefined;
    const id = kept ?? byValue(value) ?? randomUUID();
    used.add(id);
    alternatives.push({ _id: id, value, correct: a.correct });
  }
  return alternatives;
}
