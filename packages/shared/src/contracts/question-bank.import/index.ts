// Questions brought from Moodle as GIFT or Aiken text (decision 0019): parsed the same way for the preview and the import.
import type { ImportFormat } from '../../common/constants.js';
import { parseAiken } from './aiken.js';
import { parseGift } from './gift.js';
import type { ImportResult } from './import-result.js';

export type { ImportError, ImportedQuestion, ImportResult } from './import-result.js';

export function parseQuestions(format: ImportFormat, text: string): ImportResult {
  return format === 'gift' ? parseGift(text) : parseAiken(text);
}

export { parseAiken, parseGift };
