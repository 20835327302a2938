// What both parsers share: reading the text into lines, the checks every imported question passes, and the result.
import { LIMITS, type QuestionType } from '../../common/constants.js';
import { type AlternativeDraft, alternativesIssue, isOpenType } from '../evaluations.rules.js';
import * as M from '../../common/messages.js';

/** One question the parsers read, the problems they found by line, and what both hand back. */
export type ImportedQuestion = {
  /** the line (from 1) where the question starts */
  line: number;
  title: string;
  /** the statement as HTML (plain text escaped and wrapped in <p>); the server sanitises it before storing */
  question: string;
  type: QuestionType;
  alternatives: AlternativeDraft[];
};
export type ImportError = { line: number; message: string };
export type ImportResult = { questions: ImportedQuestion[]; errors: ImportError[] };

/** The lines of the text (line n is index n - 1), whatever the line endings, without a byte-order mark. */
export function textLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
}

/**
 * The first reason an imported question could not be saved, or null: the limits of the question form (so the
 * preview shows the problem instead of the save refusing it), then the alternatives rules of the form itself.
 */
export function importedQuestionIssue({ question, type, alternatives }: ImportedQuestion): string | null {
  if (question.length > LIMITS.questionHtml) return M.tooLong(LIMITS.questionHtml);
  if (!isOpenType(type) && type !== 'boolean') {
    if (alternatives.length < 2) return M.IMPORT_TOO_FEW_OPTIONS;
    if (alternatives.length > LIMITS.alternativesMax) return M.IMPORT_TOO_MANY_OPTIONS;
  }
  if (alternatives.some((a) => a.value.length > LIMITS.alternativeValue)) return M.tooLong(LIMITS.alternativeValue);
  return alternativesIssue(type, alternatives);
}

/**
 * The parse result. Text with no question at all answers one 'empty' error at line 1. More than
 * LIMITS.importQuestionsMax questions answers the first that many plus one 'too many' error at line 1, first in the
 * list: the import saves nothing while there is an error, so the teacher splits the file, and the preview stays small.
 */
export function importResult(
  questions: ImportedQuestion[],
  allErrors: ImportError[],
  foundAnything: boolean,
): ImportResult {
  if (!foundAnything) return { questions: [], errors: [{ line: 1, message: M.IMPORT_EMPTY }] };
  // a text that is wrong everywhere lists its first problems, not a hundred thousand of them
  const errors = allErrors.slice(0, IMPORT_ERRORS_SHOWN);
  if (questions.length <= LIMITS.importQuestionsMax) return { questions, errors };
  return {
    questions: questions.slice(0, LIMITS.importQuestionsMax),
    errors: [{ line: 1, message: M.IMPORT_TOO_MANY }, ...errors],
  };
}

/** The most errors a preview lists (the first ones, by line). */
export const IMPORT_ERRORS_SHOWN = 100;
