// Moodle's Aiken format (https://docs.moodle.org/en/Aiken_format): a question's text, its options "A. text" or
// "A) text" in letter order, then "ANSWER: X". Every Aiken question is single choice (unique). Read line by line, so
// one broken question is one error and reading goes on with the next (the preview lists every problem).
import * as M from '../../common/messages.js';
import { normaliseSpaces, plainTextToHtml, titleFrom } from './html.js';
import {
  type ImportError,
  type ImportedQuestion,
  type ImportResult,
  importedQuestionIssue,
  importResult,
  textLines,
} from './import-result.js';

// Moodle wants capital letters and 'ANSWER:'; lower case is accepted too, as teachers type "a) texto".
const OPTION = /^([A-Za-z])[.)](?:\s+(.*))?$/;
const ANSWER = /^ANSWER\s*:\s*(.*)$/i;

type Draft = { line: number; text: string[]; options: string[] };

/**
 * Blank lines are allowed anywhere. After a blank line, a line that is neither an option nor ANSWER starts a new
 * question: that is how a question that lacks its ANSWER line is told apart from a mistyped option.
 */
export function parseAiken(input: string): ImportResult {
  const questions: ImportedQuestion[] = [];
  const errors: ImportError[] = [];
  let draft: Draft | null = null;
  /** inside a broken question: its lines are passed over until its ANSWER line or the next question */
  let skipping = false;
  /** the line before was blank */
  let afterBlank = false;
  let foundAnything = false;

  const fail = (line: number, message: string) => {
    errors.push({ line, message });
    draft = null;
  };
  const start = (no: number, text: string) => {
    draft = { line: no, text: [text], options: [] };
    skipping = false;
  };

  textLines(input).forEach((raw, index) => {
    const no = index + 1;
    const line = raw.trim();
    if (line === '') {
      afterBlank = true;
      return;
    }
    foundAnything = true;
    const answer = ANSWER.exec(line);
    const option = answer ? null : OPTION.exec(line);
    const optionIndex = option ? option[1].toUpperCase().charCodeAt(0) - 65 : -1;

    if (skipping) {
      if (answer) skipping = false;
      else if (!option && afterBlank) start(no, line);
    } else if (!draft) {
      if (option) {
        fail(no, M.AIKEN_OPTION_WITHOUT_QUESTION);
        skipping = true;
      } else if (answer) fail(no, M.IMPORT_NO_STATEMENT);
      else start(no, line);
    } else if (answer) {
      const parsed = finish(draft, answer[1], no);
      if ('message' in parsed) errors.push(parsed);
      else questions.push(parsed);
      draft = null;
    } else if (option && optionIndex === draft.options.length) {
      draft.options.push(normaliseSpaces(option[2] ?? ''));
    } else if (option) {
      fail(no, M.AIKEN_BAD_OPTION);
      skipping = true;
    } else if (draft.options.length === 0) {
      // more lines of the question's text; a blank line among them starts a new paragraph
      if (afterBlank) draft.text.push('');
      draft.text.push(line);
    } else if (afterBlank) {
      fail(draft.line, unfinishedMessage(draft));
      start(no, line);
    } else {
      fail(no, M.AIKEN_BAD_OPTION);
      skipping = true;
    }
    afterBlank = false;
  });

  const last = draft as Draft | null;
  if (last && !skipping) errors.push({ line: last.line, message: unfinishedMessage(last) });
  return importResult(questions, errors, foundAnything);
}

function unfinishedMessage(draft: Draft): string {
  return draft.options.length < 2 ? M.IMPORT_TOO_FEW_OPTIONS : M.AIKEN_NO_ANSWER;
}

function finish(draft: Draft, letter: string, answerLine: number): ImportedQuestion | ImportError {
  if (draft.options.length < 2) return { line: draft.line, message: M.IMPORT_TOO_FEW_OPTIONS };
  const correct = /^[A-Za-z]$/.test(letter.trim()) ? letter.trim().toUpperCase().charCodeAt(0) - 65 : -1;
  if (correct < 0 || correct >= draft.options.length) return { line: answerLine, message: M.AIKEN_BAD_ANSWER };
  const question: ImportedQuestion = {
    line: draft.line,
    title: titleFrom(draft.text.join(' ')),
    question: plainTextToHtml(draft.text.join('\n')),
    type: 'unique',
    alternatives: draft.options.map((value, i) => ({ value, correct: i === correct })),
  };
  const issue = importedQuestionIssue(question);
  return issue ? { line: draft.line, message: issue } : question;
}
