// The answer block of a GIFT question, { … }, read into one of our question types (docs/decisions/0019).
import type { QuestionType } from '../../common/constants.js';
import { type AlternativeDraft, initialAlternatives } from '../evaluations.rules.js';
import * as M from '../../common/messages.js';
import { findUnescaped, readFormatMarker, unescapeGift } from './gift-text.js';
import { htmlToPlainText, normaliseSpaces } from './html.js';

export type AnswerBlock =
  | { type: QuestionType; alternatives: AlternativeDraft[] }
  /** offset: where in the block the bad line starts; without it the error is the whole question's */
  | { message: string; offset?: number };

type Answer = { mark: '=' | '~'; text: string };

const BOOLEAN_ANSWERS: Record<string, boolean> = { T: true, TRUE: true, F: false, FALSE: false };
const WEIGHT = /^\s*%(-?\d+(?:[.,]\d+)?)%/;

/** `block` is the text between { and }; `isHtml` whether the statement was [html] (answers share its format). */
export function readAnswerBlock(block: string, isHtml: boolean): AnswerBlock {
  // '####' starts the general feedback, which we drop
  const feedbackStart = findUnescaped(block, '####');
  const body = feedbackStart >= 0 ? block.slice(0, feedbackStart) : block;
  const trimmed = body.trim();
  if (trimmed === '') return { type: 'large', alternatives: initialAlternatives('large') };
  if (trimmed.startsWith('#')) return { message: M.GIFT_NUMERIC_UNSUPPORTED };

  const feedback = findUnescaped(body, '#');
  const beforeFeedback = (feedback < 0 ? body : body.slice(0, feedback)).trim().toUpperCase();
  if (Object.hasOwn(BOOLEAN_ANSWERS, beforeFeedback)) {
    const isTrue = BOOLEAN_ANSWERS[beforeFeedback];
    return {
      type: 'boolean',
      alternatives: [
        { value: M.BOOLEAN_TRUE, correct: isTrue },
        { value: M.BOOLEAN_FALSE, correct: !isTrue },
      ],
    };
  }

  const badLine = firstLineWithoutMark(body);
  if (badLine >= 0) return { message: M.GIFT_BAD_ANSWER, offset: badLine };
  const answers = splitAnswers(body);
  const hasWrong = answers.some((a) => a.mark === '~');
  if (!hasWrong && answers.some((a) => a.text.includes('->'))) return { message: M.GIFT_MATCHING_UNSUPPORTED };
  if (!hasWrong) {
    // Only '=' answers: Moodle's short answer, compared with the accepted answers. Here open answers are graded by the
    // teacher, so the accepted answers are dropped and the question carries the short type's placeholder.
    return { type: 'short', alternatives: initialAlternatives('short') };
  }

  const alternatives = answers.map((a) => choice(a, isHtml));
  const correct = alternatives.filter((a) => a.correct).length;
  if (correct === 0) return { message: M.GIFT_NO_CORRECT };
  return { type: correct === 1 ? 'unique' : 'multiple', alternatives };
}

/** One alternative: a weight (%50%) decides whether it is correct when present (positive = correct), else its mark. */
function choice({ mark, text }: Answer, isHtml: boolean): AlternativeDraft {
  const weight = WEIGHT.exec(text);
  const { isHtml: ownFormat, rest } = readFormatMarker(weight ? text.slice(weight[0].length) : text);
  const value = unescapeGift(rest);
  return {
    value: (ownFormat ?? isHtml) ? htmlToPlainText(value) : normaliseSpaces(value),
    correct: weight ? Number(weight[1].replace(',', '.')) > 0 : mark === '=',
  };
}

/**
 * Where the first line that does not start with =, ~ or # (feedback) starts, or -1. Moodle would silently glue such
 * a line to the answer before it; a teacher who forgot a mark wants to be told.
 */
function firstLineWithoutMark(body: string): number {
  let lineStart = 0;
  while (lineStart <= body.length) {
    const lineEnd = body.indexOf('\n', lineStart);
    const line = body.slice(lineStart, lineEnd < 0 ? body.length : lineEnd);
    const first = line.search(/\S/);
    if (first >= 0 && !'=~#'.includes(line[first])) return lineStart + first;
    if (lineEnd < 0) break;
    lineStart = lineEnd + 1;
  }
  return -1;
}

/**
 * The answers, each cut at its feedback (#…), which we drop. One pass over the block, so that a block of thousands of
 * answers stays fast. The body starts with a mark (checked before).
 */
function splitAnswers(body: string): Answer[] {
  const answers: Answer[] = [];
  let mark: Answer['mark'] | null = null;
  let start = 0;
  let end = -1;
  const close = (at: number) => {
    if (mark) answers.push({ mark, text: body.slice(start, end < 0 ? at : end) });
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\') i++;
    else if (c === '=' || c === '~') {
      close(i);
      mark = c;
      start = i + 1;
      end = -1;
    } else if (c === '#' && end < 0) end = i;
  }
  close(body.length);
  return answers;
}
