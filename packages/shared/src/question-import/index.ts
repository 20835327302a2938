// Questions brought from Moodle as GIFT or Aiken text (decision 0019): parsed the same way for the preview and the import.
import type { ImportFormat, QuestionType } from '../constants.js';
import type { AlternativeDraft } from '../evaluation-rules.js';
import { parseAiken } from './aiken.js';
import { parseGift } from './gift.js';

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

export function parseQuestions(format: ImportFormat, text: string): ImportResult {
  return format === 'gift' ? parseGift(text) : parseAiken(text);
}

export { parseAiken, parseGift };
