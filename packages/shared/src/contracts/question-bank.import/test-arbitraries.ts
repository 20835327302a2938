// Generators for the parsers' property tests (used by gift.test.ts and aiken.test.ts only): questions of the kinds
// both formats carry, written out the way a teacher or Moodle would write them.
import fc from 'fast-check';
import type { AlternativeDraft } from '../evaluations.rules.js';
import * as M from '../../common/messages.js';
import { normaliseSpaces } from './html.js';

/** Letters, accents, punctuation and every character GIFT or HTML treats specially. */
const CHARS = [...'abcdefghijklmnopqrstuvwxyzñáéíóúü ABCXYZ0123456789¿?¡!.,;()<>&"\'~=#{}:\\%-+*_\t'];
// a leading %50% is a GIFT weight, not text (Moodle has no escape for it)
const WEIGHT_LIKE = /^%-?\d+(?:[.,]\d+)?%/;

export const phrase = (maxLength: number) =>
  fc
    .string({ unit: fc.constantFrom(...CHARS), minLength: 1, maxLength })
    .map(normaliseSpaces)
    .filter((s) => s !== '' && !WEIGHT_LIKE.test(s));

export type GeneratedQuestion = { title: string | null; statement: string; alternatives: AlternativeDraft[] } & (
  | { type: 'unique' }
  | { type: 'boolean' }
);

const unique = fc
  .record({
    title: fc.option(phrase(60), { nil: null }),
    statement: phrase(120),
    values: fc.array(phrase(40), { minLength: 2, maxLength: 10 }),
    correct: fc.nat(9),
  })
  .map(
    ({ values, correct, ...rest }): GeneratedQuestion => ({
      ...rest,
      type: 'unique',
      alternatives: values.map((value, i) => ({ value, correct: i === correct % values.length })),
    }),
  );

const boolean = fc
  .record({ title: fc.option(phrase(60), { nil: null }), statement: phrase(120), truth: fc.boolean() })
  .map(
    ({ truth, ...rest }): GeneratedQuestion => ({
      ...rest,
      type: 'boolean',
      alternatives: [
        { value: M.BOOLEAN_TRUE, correct: truth },
        { value: M.BOOLEAN_FALSE, correct: !truth },
      ],
    }),
  );

export const giftQuestions = fc.array(fc.oneof(unique, boolean), { minLength: 1, maxLength: 8 });
export const uniqueQuestions = fc.array(unique, { minLength: 1, maxLength: 8 });
export const lineEnding = fc.constantFrom('\n', '\r\n');

/** Text made of the pieces both formats are built from, in any order: the likeliest way to reach odd corners. */
export const formatLikeText = fc
  .array(
    fc.constantFrom(
      '{',
      '}',
      '=',
      '~',
      '#',
      '####',
      '::',
      '\\',
      '\n',
      '\r\n',
      '\r',
      '\n\n',
      '//',
      '$CATEGORY: x',
      '%50%',
      '%-100%',
      '->',
      '[html]',
      '[plain]',
      'T',
      'FALSE',
      'A. ',
      'B) ',
      'c. ',
      'ANSWER: B',
      'ANSWER:',
      '<p>',
      '</p>',
      '<script>',
      '&amp;',
      '&#1114112;',
      'x',
      ' ',
      '¿Qué?',
      '\uFEFF',
      '\uD83D',
      '😀',
    ),
    { maxLength: 60 },
  )
  .map((pieces) => pieces.join(''));

export const anyText = fc.oneof(formatLikeText, fc.string({ unit: 'binary', maxLength: 300 }));

/** Every Spanish text a parser may answer. */
export const MESSAGES = new Set((Object.values(M) as unknown[]).filter((v): v is string => typeof v === 'string'));
