// Moodle's GIFT format (https://docs.moodle.org/en/GIFT_format), the part our question types can hold: multiple choice
// with one or more correct answers, true/false, short answer and essay. Each question is read on its own, so one
// broken question is one error and the others are still read (the preview lists every problem).
import { LIMITS } from '../../common/constants.js';
import * as M from '../../common/messages.js';
import { readAnswerBlock } from './gift-answers.js';
import { findUnescaped, readFormatMarker, unescapeGift } from './gift-text.js';
import { htmlToPlainText, normaliseSpaces, plainTextToHtml, titleFrom } from './html.js';
import {
  type ImportError,
  type ImportedQuestion,
  type ImportResult,
  importedQuestionIssue,
  importResult,
  textLines,
} from './import-result.js';

/** What a missing-word question ("El {=rojo ~azul} es …") shows where its answer block was. */
export const MISSING_WORD = '_____';

type Line = { no: number; text: string };

export function parseGift(text: string): ImportResult {
  const chunks = questionChunks(textLines(text));
  const questions: ImportedQuestion[] = [];
  const errors: ImportError[] = [];
  for (const chunk of chunks) {
    const parsed = readQuestion(chunk);
    if ('message' in parsed) errors.push(parsed);
    else questions.push(parsed);
  }
  return importResult(questions, errors, chunks.length > 0);
}

/** Questions are separated by blank lines; // comment lines and $CATEGORY: lines are not part of any. */
function questionChunks(lines: string[]): Line[][] {
  const chunks: Line[][] = [];
  let current: Line[] = [];
  lines.forEach((text, index) => {
    const trimmed = text.trim();
    if (trimmed === '') {
      if (current.length > 0) chunks.push(current);
      current = [];
    } else if (!trimmed.startsWith('//') && !/^\$CATEGORY:/i.test(trimmed)) {
      current.push({ no: index + 1, text });
    }
  });
  if (current.length > 0) chunks.push(current);
  return chunks;
}

function readQuestion(chunk: Line[]): ImportedQuestion | ImportError {
  const source = chunk.map((l) => l.text).join('\n');
  const lineAt = (offset: number) => {
    let end = 0;
    for (const line of chunk) {
      end += line.text.length + 1;
      if (offset < end) return line.no;
    }
    return chunk[chunk.length - 1].no;
  };
  const line = chunk[0].no;
  const fail = (message: string, offset?: number): ImportError => ({
    line: offset === undefined ? line : lineAt(offset),
    message,
  });

  let pos = source.length - source.trimStart().length;
  let title = '';
  if (source.startsWith('::', pos)) {
    const end = findUnescaped(source, '::', pos + 2);
    // Moodle reads an unclosed '::' as no title
    if (end >= 0) title = normaliseSpaces(unescapeGift(source.slice(pos + 2, end)));
    pos = end >= 0 ? end + 2 : pos + 2;
  }
  const { isHtml, rest } = readFormatMarker(source.slice(pos));
  pos = source.length - rest.length;

  const open = findUnescaped(source, '{', pos);
  if (open < 0) return fail(M.GIFT_NO_ANSWERS);
  const close = findUnescaped(source, '}', open + 1);
  if (close < 0) return fail(M.GIFT_UNCLOSED_ANSWERS, open);
  const after = source.slice(close + 1);
  const secondBlock = findUnescaped(after, '{');
  if (secondBlock >= 0) return fail(M.GIFT_MANY_ANSWER_BLOCKS, close + 1 + secondBlock);

  const block = readAnswerBlock(source.slice(open + 1, close), isHtml === true);
  if ('message' in block) return fail(block.message, block.offset === undefined ? undefined : open + 1 + block.offset);

  const before = source.slice(pos, open);
  const statement = unescapeGift(after.trim() === '' ? before : `${before}${MISSING_WORD}${after}`).trim();
  const plain = isHtml ? htmlToPlainText(statement) : normaliseSpaces(statement);
  if (plain === '') return fail(M.IMPORT_NO_STATEMENT);

  const question: ImportedQuestion = {
    line,
    title: title === '' ? titleFrom(plain) : titleFrom(title, LIMITS.questionTitle),
    question: isHtml ? statement : plainTextToHtml(statement),
    ...block,
  };
  const issue = importedQuestionIssue(question);
  return issue ? fail(issue) : question;
}
