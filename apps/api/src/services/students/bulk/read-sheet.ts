// The bulk enrolment's file read into lines of text by column (sheet-lines.ts), in a parse thread rather than on the
// event loop (docs/decisions/0046-files-that-expand.md): ExcelJS takes about a second for a large sheet.
import type { ExportFormat } from '@edu/shared';
import { parseOffLoop } from '../../../workers/pool.js';
import type { RawLine } from './sheet-columns.js';

/** The file's lines by column; refuses an unreadable file, missing columns, no line or too many (sheet-lines.ts). */
export function readSheet(format: ExportFormat, base64: string): Promise<RawLine[]> {
  return parseOffLoop('sheetLines', { format, base64 });
}
