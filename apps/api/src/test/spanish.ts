// Whether a refusal's message is Spanish the product wrote: a text of messages.ts, one messages.ts builds from values
// ("Usuario … ya existe en la entidad", "… de 1 a 100"), or zod's Spanish locale for rules the spec gives no text of
// its own. The fuzz and bad-input tests ask it of every refusal.
import { M } from '@edu/shared';

const SPANISH = new Set<unknown>(Object.values(M).filter((v) => typeof v === 'string'));
const MARK = '\u0001';
/** the texts messages.ts builds from values, as patterns: each value stands for any text */
const BUILT = Object.values(M)
  .filter((v): v is (...args: string[]) => string => typeof v === 'function')
  .flatMap((fn) => {
    try {
      const text = fn(...Array.from({ length: fn.length }, () => MARK));
      if (typeof text !== 'string' || !text.includes(MARK)) return [];
      return [
        new RegExp(
          `^${text
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
            .split(MARK)
            .join('.*')}$`,
          's',
        ),
      ];
    } catch {
      return [];
    }
  });

export const isSpanish = (message: unknown) =>
  typeof message === 'string' &&
  (SPANISH.has(message) ||
    BUILT.some((re) => re.test(message)) ||
    /inválid|esperaba|Demasiado|obligatori|desconocid/i.test(message));
